// Planted faults of the four record collections: each must be reported by the suite.
import { defineDetectionTests, DETECTION_GROUPS } from './detection-groups.ts';

defineDetectionTests(DETECTION_GROUPS['records'] ?? []);
