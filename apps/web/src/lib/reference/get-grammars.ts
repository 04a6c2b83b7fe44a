import type { Grammar } from '@vocakey/shared/reference';
import { referenceList } from './reference-cache';

/** GET /GrammarDescriptions, kept in localStorage per reference version. */
const grammars = referenceList<Grammar>('grammars', '/GrammarDescriptions');

export const getGrammars = grammars.get;
export const grammarsQueryOptions = grammars.queryOptions;
export const useGrammars = grammars.useList;
