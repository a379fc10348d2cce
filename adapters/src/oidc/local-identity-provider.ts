import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface LocalIdentityUser {
  readonly sub: string;
  readonly email: string;
  readonly password: string;
  readonly givenName: string;
  readonly familyName: string;
  /** The firm's claim naming the client's wealth advisor. */
  readonly advisorEmail?: string;
  /** The company's claim of what a staff member may do (ADR 0022): staff issuer only. */
  readonly staffRole?: string;
}

export interface LocalIssuer {
  /** The issuer's path: http://127.0.0.1:{port}/{path}. */
  readonly path: string;
  /** The firm's name on the sign-in page. */
  readonly name: string;
  readonly clients: readonly {
    readonly client_id: string;
    readonly redirect_uris: readonly string[];
    readonly post_logout_redirect_uris: readonly string[];
  }[];
  readonly users: readonly LocalIdentityUser[];
}

const SCRIPT = resolve(__dirname, '../../local-identity-provider/provider.mjs');

/** A port of 127.0.0.1 nothing listens on now. */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/**
 * A real OpenID provider on 127.0.0.1 (oidc-provider, in a child process since it is ESM and
 * wants its own event loop): one issuer per tenant, and the company's staff issuer, for `npm start`
 * and the tests. Never used in
 * production, where each tenant names its firm's own issuer.
 */
export class LocalIdentityProvider {
  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {}

  static async start(options: {
    readonly issuers: readonly LocalIssuer[];
    /** 0 (the default) picks a free port. */
    readonly port?: number;
    readonly codeTtlSeconds?: number;
  }): Promise<LocalIdentityProvider> {
    const port = options.port || (await freePort());
    const child = spawn(
      process.execPath,
      [
        SCRIPT,
        JSON.stringify({ port, issuers: options.issuers, codeTtlSeconds: options.codeTtlSeconds }),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await new Promise<void>((ready, fail) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('listening')) ready();
      });
      child.once('exit', (code) =>
        fail(new Error(`the local identity provider stopped (${code}): ${errors}`)),
      );
    });
    return new LocalIdentityProvider(child, port);
  }

  issuerUrl(path: string): string {
    return `http://127.0.0.1:${this.port}/${path}`;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((done) => this.child.once('exit', done));
    this.child.kill();
    await exited;
  }
}
