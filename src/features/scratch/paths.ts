/** The scratch game's routes (ours: the spec names the screens, not their paths; docs/areas/scratch.md). */
export const SCRATCH_PATH = '/h5/scratch';
export const SCRATCH_RECORDS_PATH = '/h5/scratch/records';
export const SCRATCH_RULES_PATH = '/h5/scratch/rules';
