export * from './accounts';
export * from './checkups';
export * from './content';
export * from './crisis';
export * from './mail';
export * from './organizations';
export * from './reminders';
export * from './sharing';
