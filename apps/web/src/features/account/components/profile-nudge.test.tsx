import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { baseProfile, renderSignedIn } from '@/testing/render-signed-in';
import { ProfileNudge } from './profile-nudge';

describe('ProfileNudge', () => {
  it('links to the profile with its completeness and can be hidden for the session', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderSignedIn(<ProfileNudge />, { profile: { ...baseProfile, completePercentage: 62 } });
    expect(screen.getByRole('link', { name: 'Hoàn thiện hồ sơ (62%)' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Ẩn lời nhắc hoàn thiện hồ sơ' }));
    expect(screen.queryByRole('link')).toBeNull();

    first.unmount(); // another page of the same session
    renderSignedIn(<ProfileNudge />, { profile: { ...baseProfile, completePercentage: 62 } });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing once the profile is complete, or on the profile page itself', () => {
    const complete = renderSignedIn(<ProfileNudge />, { profile: { ...baseProfile, completePercentage: 100 } });
    expect(screen.queryByRole('link')).toBeNull();
    complete.unmount();
    renderSignedIn(<ProfileNudge />, { path: '/profile' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
