import { API_TOKENS } from './limits';

export type ApiTokenScope = (typeof API_TOKENS.scopes)[number];
