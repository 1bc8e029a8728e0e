export * from './i18n/validation';
export * from './limits';
export * from './locale';
export * from './schemas/accounts';
export * from './schemas/preferences';
export * from './schemas/sharing';
export * from './schemas/uploads';
export * from './weeks';
