import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlotState } from './SlotState';

describe('SlotState', () => {
  it('flags an overbooked slot as 超過, not 満席', () => {
    render(<SlotState state="OVERBOOKED" />);
    expect(screen.getByText('超過')).toBeInTheDocument();
    expect(screen.queryByText('満席')).not.toBeInTheDocument();
  });
});
