// The instant a capture's data set was loaded: the latest STOPTRANS of its transfers (a real
// server writes the current time there on every write, so the load's last write carries it). The
// fake that replays a capture is frozen there: counts over a window of "now" (GET /server's
// OVERALL, STEPS...) then see the data as the real server saw it when the capture was made, on
// whatever day the test runs.
import { readFileSync } from 'node:fs';

export function loadInstantOf(datasetPath: string): string {
  const dataset = JSON.parse(readFileSync(datasetPath, 'utf8')) as { transfers?: { STOPTRANS?: number }[] };
  const stops = (dataset.transfers ?? []).map((t) => t.STOPTRANS).filter((s): s is number => typeof s === 'number');
  if (stops.length === 0) throw new Error(`${datasetPath}: no transfer with a STOPTRANS: cannot tell when it was loaded`);
  return new Date(Math.max(...stops)).toISOString();
}
