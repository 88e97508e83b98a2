// @vitest-environment jsdom
import { Button } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inAppTheme } from '#tests/support/web/render-in-app';
import { PageHeader } from './page-header';

afterEach(cleanup);

const show = (props: Parameters<typeof PageHeader>[0]) => render(inAppTheme(<PageHeader {...props} />));

describe('PageHeader', () => {
  it('gives the screen its one h1, the subtitle under it and the actions in the header', () => {
    show({
      title: 'Meta Campaigns',
      subtitle: 'The campaigns created from your published articles.',
      actions: <Button>Create Campaign</Button>,
    });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Meta Campaigns');
    expect(within(header).getByText('The campaigns created from your published articles.').tagName).toBe('P');
    expect(within(header).getByRole('button', { name: 'Create Campaign' })).toBeTruthy();
  });

  it('shows only what it is given: no subtitle line and no actions box without them', () => {
    show({ title: 'Campaign Details' });

    const header = screen.getByRole('banner');
    expect(header.querySelectorAll('p, button')).toHaveLength(0);
    expect(header.textContent).toBe('Campaign Details');
  });
});
