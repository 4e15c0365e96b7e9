// Planted faults of /v2/limits, authentication and the shared v1 envelope: each must be reported by the suite.
import { defineDetectionTests, DETECTION_GROUPS } from './detection-groups.ts';

defineDetectionTests(DETECTION_GROUPS['mechanics'] ?? []);
