/**
 * Every user-facing text of the two specs (sections 5, 8 and 9), once, one file per feature. The API answers
 * with these and the web shows them; a text that states a limit is built from limits/. A new feature adds
 * its own file here (`<feature>.ts`) and exports it below or from src/index.ts.
 */
export * from './common';
export * from './auth';
export * from './connection';
export * from './account';
export * from './email-confirmation';
export * from './contact';
export * from './organise';
export * from './shell';
export * from './marketing';
export * from './upgrade';
export * from './folders';
export * from './items';
export * from './categories';
export * from './attributes';
export * from './billing';
export * from './referrals';
export * from './link-import';
export * from './item-detail';
export * from './sharing';
export * from './compare';
export * from './system';
export * from './screens';
export * from './comments';
export * from './activity';
export * from './private-items';
export * from './folder-import';
export * from './folder-export';
export * from './data-export';
export * from './money';
export * from './next-steps';
