// The release of one side of a diff: a server is asked as every run asks it (GET /v2/hostconfig);
// a recording says the release its server said when it was recorded.
import { versionBinOf } from '../../contract/index.ts';
import type { Client } from '../client/client.ts';
import { readTargetRelease, releaseOfAnswer, type TargetRelease } from '../release/target-release.ts';
import { RecordedTarget } from './recording.ts';

export async function releaseOfSide(side: Client): Promise<TargetRelease | undefined> {
  if (!(side.target instanceof RecordedTarget)) return readTargetRelease(side);
  const { release, server } = side.target.recording;
  if (release === undefined) return undefined;
  return { ...releaseOfAnswer(200, { versionBin: versionBinOf(release) }), source: `the recording's release, read from its server (${server}) when it was made` };
}
