import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@vocakey/shared/account';
import viErrors from '@/locales/vi/errors.json';
import { formSchemasReady } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { apiFailure, baseProfile, renderSignedIn, stubApi, type ApiCall } from '@/testing/render-signed-in';
import { ProfilePage } from './profile-page';

vi.mock('@/lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const reference = {
  'GET /api/GetVersionApi': { version: 'v1' },
  'GET /api/Careers': [
    { id: 'student', nameVi: 'Học sinh, sinh viên', nameEn: 'Student' },
    { id: 'teacher', nameVi: 'Giáo viên', nameEn: 'Teacher' },
  ],
  'GET /api/Nations': [
    { id: 'JP', nameVi: 'Nhật Bản', nameEn: 'Japan' },
    { id: 'VN', nameVi: 'Việt Nam', nameEn: 'Viet Nam' },
    { id: 'AU', nameVi: 'Úc', nameEn: 'Australia' },
  ],
  'GET /api/Nations/VN/Provinces': [
    { id: '01', name: 'Thành phố Hà Nội', type: 'Thành phố Trung ương' },
    { id: '79', name: 'Thành phố Hồ Chí Minh', type: 'Thành phố Trung ương' },
  ],
  'GET /api/Provinces/01/Districts': [{ id: '001', name: 'Quận Ba Đình', type: 'Quận' }],
  'GET /api/Provinces/79/Districts': [{ id: '760', name: 'Quận 1', type: 'Quận' }],
  'GET /api/Districts/001/Wards': [{ id: '00001', name: 'Phường Phúc Xá', type: 'Phường' }],
  'GET /api/Districts/760/Wards': [{ id: '26734', name: 'Phường Bến Nghé', type: 'Phường' }],
};

/** A text field or a select, by its label. */
const field = (label: string) =>
  screen.queryByRole('textbox', { name: label }) ?? screen.getByRole('combobox', { name: label });

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Typing and choosing through the real widgets is slow in jsdom.
describe('ProfilePage (vi)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(notifySuccess).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the required and phone messages in Vietnamese, under the fields, and sends nothing', async () => {
    const api = stubApi(reference);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, { path: '/profile', profile: { ...baseProfile, email: '' } });
    await formSchemasReady(); // the shared schema loads after the first paint

    await user.click(field('Họ và tên'));
    await user.tab(); // leaving a field shows its error at once
    expect(await screen.findByText(viErrors.field.REQUIRED)).toBeInTheDocument();

    await user.type(field('Số điện thoại'), '12345');
    await user.tab();
    expect(await screen.findByText(viErrors.field.INVALID_PHONE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    // full name, date of birth, gender, job, email: each says it must not be blank
    await waitFor(() => expect(screen.getAllByText(viErrors.field.REQUIRED)).toHaveLength(5));
    expect(field('Họ và tên')).toHaveAccessibleDescription(viErrors.field.REQUIRED);
    expect(api.callsTo('PUT', '/api/account/Profile')).toHaveLength(0);
  });

  it('submits the cleaned-up body and shows the new completeness', async () => {
    let saved: Profile | undefined;
    const api = stubApi({
      ...reference,
      'PUT /api/account/Profile': ({ body }: ApiCall) => {
        saved = { ...baseProfile, ...(body as Partial<Profile>), completePercentage: 100 };
        return saved;
      },
    });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, { path: '/profile' });
    expect(screen.getByText('Hồ sơ đã hoàn thiện 25%')).toBeInTheDocument();

    await user.type(field('Họ và tên'), '  Nguyễn Thị Hoa ');
    await user.type(field('Ngày sinh'), '15/08/1995');
    await user.click(screen.getByRole('radio', { name: 'Nữ' }));
    await choose(user, 'Nghề nghiệp', 'Học sinh, sinh viên');
    await user.type(field('Số điện thoại'), '+84 912 345 678');
    await choose(user, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
    await choose(user, 'Quận/Huyện', 'Quận Ba Đình');
    await choose(user, 'Phường/Xã', 'Phường Phúc Xá');
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/account/Profile')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/account/Profile')[0]!.body).toEqual({
      fullName: 'Nguyễn Thị Hoa',
      dateOfBirth: '1995-08-15',
      gender: 'female',
      careerId: 'student',
      email: 'an@example.com',
      nationId: 'VN',
      phone: '0912345678',
      language: 'vi',
      provinceId: '01',
      districtId: '001',
      wardId: '00001',
    });
    expect(await screen.findByText('Hồ sơ đã hoàn thiện 100%')).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Đã cập nhật hồ sơ.');
  });

  it('puts an email already in use under the email field', async () => {
    stubApi({ ...reference, 'PUT /api/account/Profile': () => apiFailure(409, 'EMAIL_EXISTED') });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, {
      path: '/profile',
      profile: {
        ...baseProfile,
        fullName: 'An',
        dateOfBirth: '2000-01-31',
        gender: 'male',
        careerId: 'teacher',
        nationId: 'JP',
        phone: '0912345678',
      },
    });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    await waitFor(() => expect(field('Email')).toHaveAccessibleDescription(viErrors.EMAIL_EXISTED));
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('asks for the current password when the email changes, sends it, and shows a wrong one under its field', async () => {
    const filled = {
      ...baseProfile,
      fullName: 'An',
      dateOfBirth: '2000-01-31',
      gender: 'male' as const,
      careerId: 'teacher',
      nationId: 'JP',
      phone: '0912345678',
    };
    const api = stubApi({
      ...reference,
      'PUT /api/account/Profile': ({ body }: ApiCall) =>
        (body as { currentPassword?: string }).currentPassword === 'Mật khẩu 2024'
          ? { ...filled, email: 'new@example.com' }
          : apiFailure(400, 'CURRENT_PASSWORD_MISMATCH', { currentPassword: 'INVALID' }),
    });
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, { path: '/profile', profile: filled });
    expect(screen.queryByLabelText(/Mật khẩu hiện tại/)).not.toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'new@example.com');
    const password = await screen.findByLabelText(/Mật khẩu hiện tại/);
    await user.type(password, 'sai mật khẩu 1');
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Mật khẩu hiện tại không đúng/));

    await user.clear(password);
    await user.type(password, 'Mật khẩu 2024');
    await user.click(screen.getByRole('button', { name: 'Lưu hồ sơ' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
    const bodies = api.callsTo('PUT', '/api/account/Profile').map((c) => c.body as Record<string, unknown>);
    expect(bodies.map((b) => b.currentPassword)).toEqual(['sai mật khẩu 1', 'Mật khẩu 2024']);
    expect(bodies[1]!.email).toBe('new@example.com');
  });

  it('empties district and ward when the province changes, and the ward when the district changes', async () => {
    const api = stubApi(reference);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, { path: '/profile' });

    expect(field('Quận/Huyện')).toBeDisabled();
    expect(field('Phường/Xã')).toBeDisabled();
    await choose(user, 'Tỉnh/Thành phố', 'Thành phố Hà Nội');
    await choose(user, 'Quận/Huyện', 'Quận Ba Đình');
    await choose(user, 'Phường/Xã', 'Phường Phúc Xá');
    expect(field('Phường/Xã')).toHaveValue('Phường Phúc Xá');

    // Another province: the district and ward of Hà Nội are gone, and only its districts are offered.
    await choose(user, 'Tỉnh/Thành phố', 'Thành phố Hồ Chí Minh');
    expect(field('Quận/Huyện')).toHaveValue('');
    expect(field('Phường/Xã')).toHaveValue('');
    expect(field('Phường/Xã')).toBeDisabled();
    await user.click(field('Quận/Huyện'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Quận 1' })).toBeInTheDocument();
    expect(within(listbox).queryByRole('option', { name: 'Quận Ba Đình' })).toBeNull();
    await user.click(within(listbox).getByRole('option', { name: 'Quận 1' }));
    await choose(user, 'Phường/Xã', 'Phường Bến Nghé');

    // Lists load only when their parent is chosen.
    expect(api.callsTo('GET', '/api/Provinces/79/Districts')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/Districts/760/Wards')).toHaveLength(1);

    // Another nation: the address of Viet Nam no longer applies.
    await choose(user, 'Quốc gia', 'Nhật Bản');
    expect(screen.queryByRole('combobox', { name: 'Tỉnh/Thành phố' })).toBeNull();
  });

  it('offers Viet Nam first among the nations and finds a job without diacritics', async () => {
    stubApi(reference);
    const user = userEvent.setup({ delay: null });
    renderSignedIn(<ProfilePage />, { path: '/profile', profile: { ...baseProfile, nationId: 'JP' } });
    await user.click(field('Quốc gia'));
    await user.clear(field('Quốc gia'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Việt Nam', 'Nhật Bản', 'Úc']);

    await user.type(field('Nghề nghiệp'), 'giao vien');
    expect(await screen.findByRole('option', { name: 'Giáo viên' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Học sinh, sinh viên' })).toBeNull();
  });
});
