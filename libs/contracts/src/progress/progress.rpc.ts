/** RPC operations of the progress service (subjects `rpc.progress.<operation>`). */
export const PROGRESS_RPC = {
  pathway: 'pathway',
  profile: 'profile',
  records: 'records',
  history: 'history',
  insights: 'insights',
  mappings: 'mappings',
  correctMapping: 'correct-mapping',
  criteria: 'criteria',
  correctCriteria: 'correct-criteria',
} as const;
