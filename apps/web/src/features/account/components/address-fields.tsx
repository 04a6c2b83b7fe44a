import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminUnits } from '@/lib/reference/get-admin-units';
import { VIET_NAM, type ProfileFormState } from '../profile-form-values';
import { SearchableSelect } from './searchable-select';

const toOptions = (units: { id: string; name: string }[] | undefined) =>
  (units ?? []).map((u) => ({ value: u.id, label: u.name }));

/**
 * Province → district → ward of Viet Nam. Each list loads only once its parent is chosen, and choosing another
 * parent empties the levels below it, so an address never mixes units of different provinces.
 */
export function AddressFields({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('account');
  const { provinceId, districtId } = form.values;
  const provinces = useAdminUnits('provinces', VIET_NAM);
  const districts = useAdminUnits('districts', provinceId);
  const wards = useAdminUnits('wards', districtId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <SearchableSelect
        label={t('profile.fields.provinceId')}
        placeholder={t('profile.placeholders.provinceId')}
        data={toOptions(provinces.data)}
        loading={provinces.isFetching}
        clearable
        {...form.getInputProps('provinceId')}
        onChange={(value) => {
          if (value === provinceId) return;
          form.setValues({ provinceId: value, districtId: null, wardId: null });
        }}
      />
      <SearchableSelect
        label={t('profile.fields.districtId')}
        placeholder={t(provinceId ? 'profile.placeholders.districtId' : 'profile.placeholders.chooseProvinceFirst')}
        data={toOptions(districts.data)}
        loading={districts.isFetching}
        disabled={!provinceId}
        clearable
        {...form.getInputProps('districtId')}
        onChange={(value) => {
          if (value === districtId) return;
          form.setValues({ districtId: value, wardId: null });
        }}
      />
      <SearchableSelect
        label={t('profile.fields.wardId')}
        placeholder={t(districtId ? 'profile.placeholders.wardId' : 'profile.placeholders.chooseDistrictFirst')}
        data={toOptions(wards.data)}
        loading={wards.isFetching}
        disabled={!districtId}
        clearable
        {...form.getInputProps('wardId')}
      />
    </SimpleGrid>
  );
}
