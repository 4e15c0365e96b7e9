// The release the fake answers as (FakeConfig.release, `--release`): its facts, read where the
// releases differ (contract/release-facts.ts). No handler is copied per release; each reads the
// fact it needs.
import { isRelease, RELEASE_FACTS, UnknownReleaseError, type ReleaseFacts } from '../contract/index.ts';
import type { FakeConfig } from './config.ts';

/** The facts of the release a fake is configured as. */
export const factsOf = (deps: { readonly config: Pick<FakeConfig, 'release'> }): ReleaseFacts => RELEASE_FACTS[deps.config.release];

/** The configured release, checked: an unknown one throws {@link UnknownReleaseError}, which names the known ones. */
export function checkedRelease(release: string): void {
  if (!isRelease(release)) throw new UnknownReleaseError(release);
}
