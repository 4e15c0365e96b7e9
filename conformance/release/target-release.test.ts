// A target's release is what GET /v2/hostconfig's versionBin says; a version the kit does not know
// is judged as the nearest known release before it, and nothing read is judged as the default, both
// said in a note.
import { describe, expect, it } from 'vitest';
import { nearestRelease, releaseOfVersionBin } from '../../contract/index.ts';
import { releaseLine, releaseOfAnswer } from './target-release.ts';

describe('the release a target says', () => {
  it('reads versionBin "WaarpR66.X.Y.Z"', () => {
    expect(releaseOfVersionBin('WaarpR66.3.5.2')).toBe('3.5.2');
    expect(releaseOfVersionBin('WaarpR66.3.6.10-SNAPSHOT')).toBe('3.6.10');
    expect(releaseOfVersionBin('Waarp.3.6.2')).toBeUndefined();
    expect(releaseOfVersionBin(362)).toBeUndefined();
  });

  it('judges an unknown version as the newest known release before it, or the oldest known', () => {
    expect(nearestRelease('3.6.1')).toEqual({ release: '3.6.1', exact: true });
    expect(nearestRelease('3.6.3')).toEqual({ release: '3.6.2', exact: false });
    expect(nearestRelease('3.6.10')).toEqual({ release: '3.6.2', exact: false });
    expect(nearestRelease('3.5.9')).toEqual({ release: '3.5.2', exact: false });
    expect(nearestRelease('3.4.0')).toEqual({ release: '3.5.2', exact: false });
  });

  it('says where it read it, and a note only when it judged the target as another release', () => {
    const known = releaseOfAnswer(200, { versionBin: 'WaarpR66.3.5.2' });
    expect(known).toEqual({ served: '3.5.2', release: '3.5.2', source: 'GET /v2/hostconfig versionBin "WaarpR66.3.5.2"' });
    expect(releaseLine(known)).toBe('3.5.2 (GET /v2/hostconfig versionBin "WaarpR66.3.5.2")');
    const newer = releaseOfAnswer(200, { versionBin: 'WaarpR66.3.7.0' });
    expect(newer.release).toBe('3.6.2');
    expect(newer.note).toBe('the target runs 3.7.0, a release the kit does not know: judged as 3.6.2, the nearest known release before it');
    expect(releaseLine(newer)).toBe('3.7.0, judged as 3.6.2 (GET /v2/hostconfig versionBin "WaarpR66.3.7.0")');
  });

  it('judges a target that says nothing as the default release, and says why', () => {
    expect(releaseOfAnswer(404, undefined).note).toBe("the target's release could not be read (GET /v2/hostconfig answered 404): judged as 3.6.2, the kit's default");
    expect(releaseOfAnswer(200, { versionR66: '3.1.0' }).note).toMatch(/answered no versionBin naming a release \(none\)/);
    const none = releaseOfAnswer(undefined, undefined, 'timeout: no answer in 5000 ms');
    expect([none.served, none.release, none.source]).toEqual([undefined, '3.6.2', 'GET /v2/hostconfig: no answer (timeout: no answer in 5000 ms)']);
  });
});
