// Builds and runs Waarp's own REST v1 test client (build.sh, run.sh beside this file) from Node:
// what it needs (java, javac, the Waarp sources, the recipe's compiled server), where things are
// (environment variables, defaults of this machine), a build cached by the inputs it came from,
// and one bounded run whose JVM is always stopped.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HERE = import.meta.dirname;
const WAARP_TEST_DIR = 'WaarpR66/src/test/java/org/waarp/openr66/protocol/http/rest/test';

/** Where the client's inputs and output are: from TMKIT_R66_HOME, TMKIT_WAARP_GIT, TMKIT_WAARP_REF, TMKIT_WAARP_CLIENT_OUT. */
export interface ClientPaths {
  /** The recipe's build of the real server (classes/, classpath.txt, run/certs/test-key.des). */
  readonly r66Home: string;
  /** A git directory of waarp/Waarp-All. */
  readonly waarpGit: string;
  /** The tag or commit of the test sources. */
  readonly waarpRef: string;
  /** Where build.sh writes the classes (outside the repository). */
  readonly outDir: string;
}

/** The paths from the environment, with this machine's defaults. */
export function clientPaths(env: NodeJS.ProcessEnv = process.env): ClientPaths {
  return {
    r66Home: env['TMKIT_R66_HOME'] || '/opt/r66',
    waarpGit: env['TMKIT_WAARP_GIT'] || '/work/.mirror/waarp+Waarp-All/repo',
    waarpRef: env['TMKIT_WAARP_REF'] || 'v3.6.2',
    outDir: env['TMKIT_WAARP_CLIENT_OUT'] || join(tmpdir(), 'tmkit-waarp-rest-client'),
  };
}

function onPath(program: string): boolean {
  return spawnSync(program, ['-version'], { stdio: 'ignore', timeout: 20_000 }).status === 0;
}

function hasWaarpSources(p: ClientPaths): boolean {
  if (!existsSync(p.waarpGit)) return false;
  const probe = spawnSync('git', ['--git-dir', p.waarpGit, 'cat-file', '-e', `${p.waarpRef}:${WAARP_TEST_DIR}/HttpTestRestR66Client.java`], { stdio: 'ignore', timeout: 20_000 });
  return probe.status === 0;
}

/** What is missing to build and run the client, one sentence each; empty when nothing is. */
export function missingPrerequisites(p: ClientPaths): string[] {
  const missing: string[] = [];
  if (!onPath('java')) missing.push('no `java` on PATH (Java 17)');
  if (!onPath('javac')) missing.push('no `javac` on PATH (a JDK 17)');
  if (!hasWaarpSources(p)) missing.push(`no Waarp test sources: ${p.waarpGit} is not a git directory of waarp/Waarp-All holding ${p.waarpRef} (set TMKIT_WAARP_GIT, TMKIT_WAARP_REF)`);
  if (!existsSync(join(p.r66Home, 'classes')) || !existsSync(join(p.r66Home, 'classpath.txt'))) {
    missing.push(`no compiled real server: ${p.r66Home}/classes and classpath.txt (set TMKIT_R66_HOME; ../shared/real-server/README.md builds it)`);
  }
  if (!existsSync(join(p.r66Home, 'run/certs/test-key.des'))) missing.push(`no DES key ${p.r66Home}/run/certs/test-key.des (the recipe's build writes it)`);
  return missing;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((e) => (statSync(join(dir, e)).isDirectory() ? filesUnder(join(dir, e)) : [join(dir, e)]));
}

/** A digest of everything the build reads but the jars: our Java files, build.sh, the ref and the server path. */
function buildStamp(p: ClientPaths): string {
  const hash = createHash('sha256').update(`${p.waarpGit}\n${p.waarpRef}\n${p.r66Home}\n`);
  for (const f of [join(HERE, 'build.sh'), ...filesUnder(join(HERE, 'java')), ...filesUnder(join(HERE, 'junit-standin'))]) hash.update(readFileSync(f));
  return hash.digest('hex');
}

/** Compiles the client with build.sh unless the output already holds a build of the same inputs. */
export function buildClient(p: ClientPaths): void {
  const stampFile = join(p.outDir, 'stamp');
  const stamp = buildStamp(p);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(p.outDir, 'classpath.txt'))) return;
  execFileSync('bash', [join(HERE, 'build.sh')], {
    env: { ...process.env, TMKIT_R66_HOME: p.r66Home, TMKIT_WAARP_GIT: p.waarpGit, TMKIT_WAARP_REF: p.waarpRef, TMKIT_WAARP_CLIENT_OUT: p.outDir },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 180_000,
  });
  writeFileSync(stampFile, stamp);
}

/** How one run of the client ended. */
export interface ClientRun {
  /** The JVM's exit code; null when it was killed (timeout). */
  readonly exitCode: number | null;
  readonly timedOut: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the scenario against 127.0.0.1:`port` (the proxy); the JVM is killed after `timeoutMs`. */
export function runClient(p: ClientPaths, port: number, timeoutMs = 120_000): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [join(HERE, 'run.sh'), '127.0.0.1', String(port)], {
      env: { ...process.env, TMKIT_R66_HOME: p.r66Home, TMKIT_WAARP_CLIENT_OUT: p.outDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // run.sh execs java: the pid is the JVM's.
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ exitCode: code, timedOut, stdout, stderr });
    });
  });
}
