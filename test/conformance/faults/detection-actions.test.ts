// Planted faults of /log, /info, /bandwidth and /server: each must be reported by the suite.
import { defineDetectionTests, DETECTION_GROUPS } from './detection-groups.ts';

defineDetectionTests(DETECTION_GROUPS['actions'] ?? []);
