import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailCard } from './DetailCard';

describe('DetailCard', () => {
  it('heads its content with its title as a level-2 heading', () => {
    render(
      <DetailCard title="住所">
        <p>東京都</p>
      </DetailCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '住所' })).toBeInTheDocument();
    expect(screen.getByText('東京都')).toBeInTheDocument();
  });
});
