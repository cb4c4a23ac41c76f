import { APP_PATHS } from '@shortlist/contracts';

/** Every URL of the app: contracts' APP_PATHS, which the router (APP_ROUTES) and the API's e-mails share. */
export const paths = APP_PATHS;
