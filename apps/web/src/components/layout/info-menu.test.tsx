import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../../package.json';
import { InfoMenu } from './info-menu';

describe('information menu', () => {
  it("names the running release (the root package.json's version) and links to the API documentation", async () => {
    const user = userEvent.setup();
    render(<InfoMenu />);
    await user.click(screen.getByRole('button', { name: 'Information' }));
    expect(await screen.findByText(`Version ${rootPackage.version}`)).toBeInTheDocument();
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByRole('menuitem', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
  });
});
