import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/** The few CBOR types WebAuthn's attestation object and COSE keys need (RFC 8949). */
type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A platform authenticator in software: one ES256 passkey per `register`, signing assertions with a counter
 * that moves on each use. It answers the JSON @simplewebauthn/browser would, for the API to verify.
 */
export class SoftwareAuthenticator {
  private credentials: Array<{ id: Buffer; privateKey: KeyObject; userHandle: string; counter: number }> = [];

  constructor(private readonly origin: string) {}

  private get rpIdHash() {
    return sha256(new URL(this.origin).hostname);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** Answers registration options (as /api/passkeys/registration-options gives them). */
  register(options: Record<string, unknown>) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const user = options.user as { id: string };
    this.credentials.push({ id, privateKey, userHandle: user.id, counter: 0 });
    const coseKey = new Map<number, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const counter = Buffer.alloc(4);
    const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const authData = Buffer.concat([
      this.rpIdHash,
      Buffer.from([UP | UV | AT]),
      counter,
      Buffer.alloc(16),
      idLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge as string)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * Answers authentication options with the given passkey (the last registered by default). `counter` sets
   * the counter reported (an authenticator cloned or replayed reports one that did not move).
   */
  assert(options: Record<string, unknown>, which = this.credentials.length - 1, counter?: number) {
    const credential = this.credentials[which]!;
    credential.counter = counter ?? credential.counter + 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([this.rpIdHash, Buffer.from([UP | UV]), count]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge as string);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }
}
