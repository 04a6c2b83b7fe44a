import type { Language } from '@vocakey/shared/reference';
import { referenceList } from './reference-cache';

/** GET /Languages, kept in localStorage per reference version. */
const languages = referenceList<Language>('languages', '/Languages');

export const getLanguages = languages.get;
export const languagesQueryOptions = languages.queryOptions;
export const useLanguages = languages.useList;
