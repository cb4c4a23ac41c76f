export * from './users';
export * from './messages';
export * from './categories';
export * from './folders';
export * from './items';
export * from './account';
export * from './billing';
export * from './prices';
