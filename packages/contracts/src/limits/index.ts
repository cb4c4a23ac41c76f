/**
 * Every number the product's rules depend on, once, one file per area. Server schemas, web inputs, multer and
 * jobs read them from here, so a limit changes in one place. The areas are separate modules so that a page
 * loads only the limits it uses.
 */
export * from './account';
export * from './rate-limits';
export * from './items';
export * from './organise';
export * from './site';
export * from './billing';
export * from './reading';
export * from './together';
export * from './decide';
export * from './next-steps';
export * from './transfer';
export * from './account-security';
