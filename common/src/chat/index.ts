export * from './limits';
export * from './socket-protocol';
