import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAgentCentre, useModalStore, type DialogProps } from '../../../lib/modal-store.ts';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { logInAs, resetApp } from '../../../test/reset-stores.ts';
import { AgentCentre } from '../agent-centre.tsx';
import { visibleAgentMenu } from '../agent-menu.ts';

const MENU = [
  'Announcement',
  'Overview',
  'Account',
  'Team Management',
  'Team Betting',
  'User Profit and Loss',
  'Statement',
  'My Income',
  'Transaction Details',
];

describe('agent centre', () => {
  beforeEach(resetApp);

  it.each([1, 2, 41, 42])('opens for agent type %i on Overview, with the menu in the spec order', (type) => {
    logInAs(type);
    renderWithApp(<AgentCentre />);
    act(() => openAgentCentre());
    const menu = within(screen.getByRole('navigation', { name: 'Agent centre menu' })).getAllByRole('button');
    expect(menu.map((button) => button.textContent)).toEqual(MENU);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Overview');
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([0, 4])('refuses account type %i with "Non-agents cannot log in"', (type) => {
    logInAs(type);
    renderWithApp(<AgentCentre />);
    act(() => openAgentCentre());
    expect(screen.queryByTestId('agent-centre')).not.toBeInTheDocument();
    expect((useModalStore.getState().props.dialog as DialogProps).message).toBe('Non-agents cannot log in');
  });

  it('asks a visitor to log in', () => {
    renderWithApp(<AgentCentre />);
    act(() => openAgentCentre());
    expect(screen.queryByTestId('agent-centre')).not.toBeInTheDocument();
    expect(useModalStore.getState().open.login).toBe(true);
  });

  it('adds dividend, daily and hourly salary after the base items when their flags are granted', () => {
    const pages = visibleAgentMenu({ enableCt: true, salary: true, hourSalary: true }).map((item) => item.page);
    expect(pages.slice(-3)).toEqual(['enableCt', 'salary', 'hourSalary']);
    expect(visibleAgentMenu({ enableCt: false, salary: true, hourSalary: false }).map((item) => item.page)).toContain(
      'salary',
    );
  });
});
