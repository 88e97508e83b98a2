// @vitest-environment jsdom
import { Table, TableBody } from '@mui/material';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_PERMISSIONS, type Role } from '#shared/access/roles';
import { DEFAULT_KEYWORD_OPTIONS, type Keyword } from '#shared/schemas/keywords';
import { buildKeyword } from '#tests/support/web/keyword-builders';
import { renderInApp } from '#tests/support/web/render-in-app';
import { VariantsTab } from './components/detail/variants-tab';
import { KeywordRow } from './components/table/keyword-row';
import { useCanPublish } from './use-can-publish';

/**
 * The keyword actions whose run may publish to WordPress (retry, generate variants) are disabled, with
 * their reason, for a role without publish_content when the keyword is set to be published; the server
 * refuses them anyway (tests/integration/publish-permission.test.ts).
 */

const keywordFor = (publishToWordPress: boolean): Keyword =>
  buildKeyword({
    masterKeyword: 'oak desks',
    status: 'Error',
    options: { ...DEFAULT_KEYWORD_OPTIONS, publishToWordPress },
  });

function renderAs(role: Role, Screen: () => React.JSX.Element) {
  const user = { id: 'u1', username: role, email: `${role}@example.com`, role };
  renderInApp(Screen, async () => Response.json({ ...user, permissions: [...ROLE_PERMISSIONS[role]] }));
}

function Row({ keyword }: { keyword: Keyword }) {
  const noop = () => {};
  return (
    <Table>
      <TableBody>
        <KeywordRow
          keyword={keyword}
          mayPublish={useCanPublish()}
          selected={false}
          onToggle={noop}
          onView={noop}
          onEdit={noop}
          onRetry={noop}
          onDelete={noop}
        />
      </TableBody>
    </Table>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Retry of a keyword in Error', () => {
  it('is disabled for a writer when the keyword is set to be published, saying why', async () => {
    renderAs('writer', () => <Row keyword={keywordFor(true)} />);
    const retry = await screen.findByRole('button', { name: 'Retry oak desks' });

    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(retry.hasAttribute('disabled')).toBe(true);
    expect(retry.getAttribute('aria-description')).toBe(
      'Retrying it would publish to WordPress, which your role cannot do.',
    );
  });

  it.each([
    ['writer', false],
    ['editor', true],
  ] as const)('is enabled as %s when publishing is %s', async (role, publish) => {
    renderAs(role, () => <Row keyword={keywordFor(publish)} />);
    // The role arrives after the first render (disabled until then when the keyword publishes).
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Retry oak desks' }).hasAttribute('disabled')).toBe(false),
    );
  });
});

describe('Generate Variants', () => {
  it('is disabled for a writer when the keyword is set to be published, saying why', async () => {
    renderAs('writer', () => <VariantsTab keyword={keywordFor(true)} />);
    const generate = await screen.findByRole('button', { name: 'Generate Variants' });

    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(true));
    const reason = document.getElementById(generate.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Generating its variants would publish to WordPress, which your role cannot do.',
    );
  });

  it('is enabled for an editor', async () => {
    renderAs('editor', () => <VariantsTab keyword={keywordFor(true)} />);
    const generate = await screen.findByRole('button', { name: 'Generate Variants' });
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    expect(screen.getByText('3 variants are created and processed like any keyword.')).toBeTruthy();
  });
});
