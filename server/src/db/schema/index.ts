export * from './accounts';
export * from './mail';
export * from './organizations';
export * from './sharing';
