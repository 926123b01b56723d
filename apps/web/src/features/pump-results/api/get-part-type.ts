// A part type's configuration is read by the results, the coming-soon page and others alike: the query lives in lib/.
export { getPartType, partTypeQueryOptions, usePartType } from '../../../lib/part-type-query.ts';
