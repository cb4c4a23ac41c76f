import UAParser from 'ua-parser-js';

/** A browser and system read from a user agent; null where the agent does not say. */
export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  deviceType: string | null;
}

/** Reads a user agent with ua-parser-js: "Chrome" on "macOS", device type only when not a desktop. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, system: null, deviceType: null };
  const { browser, os, device } = new UAParser(userAgent).getResult();
  return {
    browser: browser.name ?? null,
    system: os.name ? [os.name, os.version].filter(Boolean).join(' ') : null,
    deviceType: device.type ?? null,
  };
}
