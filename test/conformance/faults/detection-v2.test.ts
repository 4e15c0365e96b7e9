// Planted faults of REST v2 (the v2 entry points besides /v2/limits): each must be reported by the suite.
import { defineDetectionTests, DETECTION_GROUPS } from './detection-groups.ts';

defineDetectionTests(DETECTION_GROUPS['v2'] ?? []);
