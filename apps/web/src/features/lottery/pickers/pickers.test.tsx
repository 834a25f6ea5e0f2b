import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/app-harness.tsx';
import { resetApp } from '../../../test/reset-stores.ts';
import { betType } from '../test/lottery-fixtures.ts';
import { FiveDPicker } from './five-d-picker.tsx';
import { FourDPicker } from './four-d-picker.tsx';
import { KenoPicker } from './keno-picker.tsx';
import { ThreeDPicker } from './three-d-picker.tsx';
import { VnPicker } from './vn-picker.tsx';

const VN_TYPES = ['lo-2', 'lo-3', 'de', 'dau', 'xien-2', 'truot-4'].map((code) => betType(code));
const sequence = (...values: number[]) => {
  let index = 0;
  return (max: number) => values[index++ % values.length]! % max;
};

describe('number pickers', () => {
  beforeEach(() => resetApp());

  it('VN: picks lô numbers on the 00–99 grid with points', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<VnPicker betTypes={VN_TYPES} onAdd={onAdd} isSlipFull={false} />);
    const grid = screen.getByRole('group', { name: 'Lô 2 digits' });
    expect(within(grid).getAllByRole('button')).toHaveLength(100);
    await user.click(within(grid).getByRole('button', { name: '68' }));
    await user.click(within(grid).getByRole('button', { name: '07' }));
    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '10');
    expect(screen.getByTestId('picker-combinations')).toHaveTextContent('2 combinations');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith([{ betType: 'lo-2', picks: [['07', '68']], unitStake: '1', points: 10 }]);
    expect(within(grid).getByRole('button', { name: '68' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('VN: xiên needs two numbers and expands to every pair', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<VnPicker betTypes={VN_TYPES} onAdd={onAdd} isSlipFull={false} />);
    await user.click(screen.getByRole('tab', { name: 'Xiên' }));
    const grid = screen.getByRole('group', { name: 'Xiên 2' });
    await user.click(within(grid).getByRole('button', { name: '12' }));
    expect(screen.getByText('Pick at least 2 numbers')).toBeInTheDocument();
    expect(screen.getByTestId('add-to-slip')).toBeDisabled();
    await user.click(within(grid).getByRole('button', { name: '34' }));
    await user.click(within(grid).getByRole('button', { name: '56' }));
    expect(screen.getByTestId('picker-combinations')).toHaveTextContent('3 combinations');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith([{ betType: 'xien-2', picks: [['12', '34', '56']], unitStake: '1', points: 1 }]);
  });

  it('VN: takes typed 3-digit numbers and names the bad ones', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<VnPicker betTypes={VN_TYPES} onAdd={onAdd} isSlipFull={false} />);
    await user.click(screen.getByRole('radio', { name: 'Lô 3 digits' }));
    const box = screen.getByRole('textbox', { name: /^Type/ });
    await user.type(box, '127, 45');
    expect(screen.getByText('Not 3-digit numbers: 45')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, '127 458');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith([{ betType: 'lo-3', picks: [['127', '458']], unitStake: '1', points: 1 }]);
  });

  it('Keno: stops at 10 spots, quick-picks, and adds side bets one by one', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <KenoPicker
        betTypes={[betType('PICK'), betType('SUM_BIG'), betType('UPPER')]}
        onAdd={onAdd}
        isSlipFull={false}
        randomInt={sequence(4, 9, 0)}
      />,
    );
    const grid = screen.getByRole('group', { name: 'Pick 1–10' });
    for (const number of ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'])
      await user.click(within(grid).getByRole('button', { name: number }));
    expect(within(grid).getByRole('button', { name: '11' })).toBeDisabled();
    expect(screen.getByText('10 of 10 picked')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Quick pick size'), '3');
    await user.click(screen.getByRole('button', { name: 'Quick pick' }));
    expect(screen.getByText('3 of 10 picked')).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: '05' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('tab', { name: 'Side bets' }));
    await user.click(screen.getByRole('button', { name: /Sum big/ }));
    await user.click(screen.getByRole('button', { name: /Upper/ }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenCalledWith([
      { betType: 'SUM_BIG', picks: [], unitStake: '1', points: 1 },
      { betType: 'UPPER', picks: [], unitStake: '1', points: 1 },
    ]);
  });

  it('5D: one selection per filled position row, and straights on a segment', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    const types = ['POSITION_DIGIT', 'POSITION_BIG', 'SUM_BIG', 'STRAIGHT', 'GROUP_6'].map((code) => betType(code));
    renderWithApp(<FiveDPicker betTypes={types} onAdd={onAdd} isSlipFull={false} />);
    await user.click(within(screen.getByRole('group', { name: 'Ten thousands' })).getByRole('button', { name: '3' }));
    await user.click(within(screen.getByRole('group', { name: 'Units' })).getByRole('button', { name: 'Big' }));
    expect(screen.getByTestId('picker-combinations')).toHaveTextContent('6 combinations');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'POSITION_DIGIT', position: 0, picks: [['3']], unitStake: '1', points: 1 },
      { betType: 'POSITION_DIGIT', position: 4, picks: [['5', '6', '7', '8', '9']], unitStake: '1', points: 1 },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Straight' }));
    await user.click(screen.getByRole('radio', { name: 'Last 2' }));
    await user.click(within(screen.getByRole('group', { name: 'Tens' })).getByRole('button', { name: '1' }));
    expect(screen.getByText('Pick a digit on every position of the segment')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Units' })).getByRole('button', { name: '2' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'STRAIGHT', segment: 'BACK_2', picks: [['1'], ['2']], unitStake: '1', points: 1 },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Sum big/small' }));
    await user.click(screen.getByRole('button', { name: 'Big' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([{ betType: 'SUM_BIG', picks: [], unitStake: '1', points: 1 }]);
  });

  it('3D: refuses to box a triple and adds sums one selection each', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    renderWithApp(
      <ThreeDPicker
        betTypes={['STRAIGHT', 'BOX', 'SUM'].map((code) => betType(code))}
        onAdd={onAdd}
        isSlipFull={false}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Box' }));
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), '777 047');
    expect(screen.getByText('Cannot be boxed (a triple or not 3 digits): 777')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Type/ }));
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), '047 477');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'BOX', picks: [['047']], unitStake: '1', points: 1 },
      { betType: 'BOX', picks: [['477']], unitStake: '1', points: 1 },
    ]);
    await user.click(screen.getByRole('tab', { name: 'Sum' }));
    await user.click(screen.getByRole('button', { name: '13' }));
    await user.click(screen.getByRole('button', { name: '0' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'SUM', picks: [['0']], unitStake: '1', points: 1 },
      { betType: 'SUM', picks: [['13']], unitStake: '1', points: 1 },
    ]);
  });

  it('4D: a number per size, rolls with one R, and the stake checked against the limits', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    const types = ['BIG_STRAIGHT', 'SMALL_STRAIGHT', 'BIG_ROLL', 'SMALL_ROLL', 'BIG_IBOX'].map((code) =>
      betType(code, '1', '100'),
    );
    renderWithApp(<FourDPicker betTypes={types} onAdd={onAdd} isSlipFull={false} />);
    await user.click(screen.getByRole('button', { name: 'Small' }));
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), '1234');
    expect(screen.getByTestId('picker-combinations')).toHaveTextContent('2 combinations');
    await user.clear(screen.getByLabelText('Stake per number'));
    await user.type(screen.getByLabelText('Stake per number'), '500');
    expect(screen.getByText("The stake is above this bet type's maximum")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'BIG_STRAIGHT', picks: [['1234']], unitStake: '5', points: 1 },
      { betType: 'SMALL_STRAIGHT', picks: [['1234']], unitStake: '5', points: 1 },
    ]);
    await user.click(screen.getByRole('radio', { name: 'Roll' }));
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), '1RR4');
    expect(screen.getByText('A roll is four characters with exactly one R: 1RR4')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Type/ }));
    await user.type(screen.getByRole('textbox', { name: /^Type/ }), '12r4');
    expect(screen.getByTestId('picker-combinations')).toHaveTextContent('20 combinations');
    await user.click(screen.getByTestId('add-to-slip'));
    expect(onAdd).toHaveBeenLastCalledWith([
      { betType: 'BIG_ROLL', picks: [['12R4']], unitStake: '5', points: 1 },
      { betType: 'SMALL_ROLL', picks: [['12R4']], unitStake: '5', points: 1 },
    ]);
  });
});
