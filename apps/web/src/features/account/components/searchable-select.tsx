import { Loader, Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { foldForSearch } from '@vocakey/shared/text';

/** Matches with or without Vietnamese diacritics: "ha noi" finds "Hà Nội". */
const foldedFilter: OptionsFilter = ({ options, search, limit }) => {
  const needle = foldForSearch(search);
  const found: ComboboxItem[] = [];
  for (const option of options) {
    if (!('value' in option)) continue;
    if (foldForSearch(option.label).includes(needle)) found.push(option);
    if (found.length >= limit) break;
  }
  return found;
};

/** A Select for long reference lists: searchable, diacritics-insensitive, with a spinner while its list loads. */
export function SearchableSelect({ loading, ...props }: SelectProps & { loading?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <Select
      searchable
      filter={foldedFilter}
      nothingFoundMessage={loading ? t('profile.loadingList') : t('profile.nothingFound')}
      rightSection={loading ? <Loader size="xs" aria-label={t('profile.loadingList')} /> : undefined}
      {...props}
    />
  );
}
