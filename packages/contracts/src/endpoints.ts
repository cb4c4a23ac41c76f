import type { Endpoint } from './endpoint';
import { authEndpoints } from './auth';
import { contactEndpoints } from './contact';
import { systemEndpoints } from './system';

/** Every endpoint of the API, by feature. Add a feature's group here and it is mounted-checked and documented. */
export const endpointGroups = {
  auth: authEndpoints,
  contact: contactEndpoints,
  system: systemEndpoints,
} as const;

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);
