/**
 * The runtime configuration the api serves at `/config.json`. Reading it at boot lets one build
 * of the web app serve every environment (local emulator, CI, production).
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface RuntimeConfig {
  firebase: FirebaseWebConfig;
  /** Set when the Firebase Auth emulator should be used, e.g. `http://127.0.0.1:9099`. */
  authEmulatorUrl: string | null;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(source: Record<string, unknown>, key: string, where: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value.length === 0) {
    throw new ConfigError(`config.json: ${where}.${key} must be a non-empty string`);
  }
  return value;
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw) || !isRecord(raw.firebase)) {
    throw new ConfigError('config.json: expected an object with a "firebase" object');
  }
  const emulator = raw.authEmulatorUrl;
  if (emulator !== null && emulator !== undefined && typeof emulator !== 'string') {
    throw new ConfigError('config.json: authEmulatorUrl must be a string or null');
  }
  return {
    firebase: {
      apiKey: requireString(raw.firebase, 'apiKey', 'firebase'),
      authDomain: requireString(raw.firebase, 'authDomain', 'firebase'),
      projectId: requireString(raw.firebase, 'projectId', 'firebase'),
    },
    authEmulatorUrl: emulator ? emulator : null,
  };
}

export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) {
    throw new ConfigError(`config.json: ${response.status} ${response.statusText}`);
  }
  return parseRuntimeConfig(await response.json());
}
