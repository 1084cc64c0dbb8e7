//! The toy boards of P4289 移动玩具, shared with P1225 黑白棋游戏 (where a swap of a black
//! and a white piece is a toy's step into an empty cell): a board as a bit mask, the
//! input's two boards, the moves and the breadth-first search that is both problems'
//! oracle of the fewest moves.

use crate::fxhash::FxHashMap;
use crate::mt19937::Mt19937;
use crate::sampling::draw;
use crate::text::words;
use std::collections::VecDeque;

/// A board: bit `4 * row + column` is set where a toy stands (`side * row + column` in the
/// other boxes that [`distances_in`] searches).
pub type Board = u32;

/// How far apart two boards of `k` toys can be, for k = 0..=16: measured once by a
/// breadth-first search from every board (about a minute; P4289's docs page says how).
/// The tests check it where the space is small.
pub const DIAMETER: [u32; 17] = [
    0, 6, 10, 14, 16, 18, 20, 20, 20, 20, 20, 18, 16, 14, 10, 6, 0,
];

/// Parses the 32 cells (`0` or `1`, any whitespace between them): the start, then the
/// target. The two must hold as many toys.
pub fn parse(text: &str) -> Result<(Board, Board), String> {
    let cells: String = words(text)?.collect();
    if let Some(bad) = cells.chars().find(|c| !matches!(c, '0' | '1')) {
        return Err(format!("'{bad}' is not a cell: expected 0 or 1"));
    }
    if cells.len() != 32 {
        return Err(format!(
            "expected 32 cells (two 4×4 boards), got {}",
            cells.len()
        ));
    }
    let board = |half: &str| {
        let bits = half.chars().rev().collect::<String>();
        Board::from_str_radix(&bits, 2).expect("16 binary digits")
    };
    let (start, target) = (board(&cells[..16]), board(&cells[16..]));
    match (start.count_ones(), target.count_ones()) {
        (a, b) if a != b => Err(format!("the boards hold {a} and {b} toys")),
        _ => Ok((start, target)),
    }
}

/// The boards one move from `board` in a `side`×`side` box (bit `side * row + column`): a
/// toy steps into an empty neighbouring cell.
pub fn moves_in(side: u32, board: Board) -> Vec<Board> {
    let mut next = Vec::new();
    each_move(side, board, |moved| next.push(moved));
    next
}

/// Calls `reached` on each board one move from `board` in a `side`×`side` box, in the order
/// [`moves_in`] lists them, without collecting them.
fn each_move(side: u32, board: Board, mut reached: impl FnMut(Board)) {
    for cell in (0..side * side).filter(|&c| board >> c & 1 == 1) {
        let (row, col) = (cell / side, cell % side);
        let steps = [
            (row > 0).then(|| cell - side),
            (row + 1 < side).then(|| cell + side),
            (col > 0).then(|| cell - 1),
            (col + 1 < side).then(|| cell + 1),
        ];
        for to in steps.into_iter().flatten() {
            if board >> to & 1 == 0 {
                reached(board & !(1 << cell) | 1 << to);
            }
        }
    }
}

/// The boards one move from `board` in the problem's 4×4 box.
pub fn moves(board: Board) -> Vec<Board> {
    moves_in(4, board)
}

/// Every board of a `side`×`side` box with as many toys as `start`, by its fewest moves from
/// `start`.
pub fn distances_in(side: u32, start: Board) -> FxHashMap<Board, u32> {
    let mut distance = FxHashMap::default();
    distance.insert(start, 0);
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        let d = distance[&board];
        for next in moves_in(side, board) {
            distance.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    distance
}

/// Every board of the 4×4 box with as many toys as `start`, by its fewest moves from it.
pub fn distances_from(start: Board) -> FxHashMap<Board, u32> {
    distances_in(4, start)
}

/// The boards of the 4×4 box with as many toys as `start`, layer by layer of a breadth-first
/// search from it: a seen bit per board, no map, so mode 1 can search from many targets to
/// find one with a start far enough.
pub fn layers_from(start: Board) -> Vec<Vec<Board>> {
    let mut seen = vec![false; 1 << 16];
    seen[start as usize] = true;
    let mut layers = vec![vec![start]];
    loop {
        let mut next = Vec::new();
        for &board in layers.last().expect("a layer") {
            each_move(4, board, |moved| {
                if !seen[moved as usize] {
                    seen[moved as usize] = true;
                    next.push(moved);
                }
            });
        }
        if next.is_empty() {
            return layers;
        }
        layers.push(next);
    }
}

/// A start drawn among the boards `lo..=hi` moves from `target`, with its distance; `None`
/// where there is none.
pub fn draw_start(rng: &mut Mt19937, target: Board, lo: u32, hi: u32) -> Option<(Board, u32)> {
    let layers = layers_from(target);
    let far: Vec<(Board, u32)> = (lo..=hi.min(layers.len() as u32 - 1))
        .flat_map(|d| layers[d as usize].iter().map(move |&b| (b, d)))
        .collect();
    (!far.is_empty()).then(|| far[draw(rng, far.len())])
}

/// The most moves any board with as many toys is from `target` in the 4×4 box.
pub fn eccentricity(target: Board) -> u32 {
    layers_from(target).len() as u32 - 1
}

/// One board for all the boards that are far from others alike: the least of `board` and
/// its complement, each turned and mirrored the box's 8 ways. Turning or mirroring the box,
/// or swapping toys and gaps, keeps every distance: a move swaps a toy with a gap beside it.
pub fn orbit(board: Board) -> Board {
    let cell = |board: Board, r: u32, c: u32| board >> (4 * r + c) & 1;
    let mut least = Board::MAX;
    for b in [board, !board & 0xFFFF] {
        for way in 0..8u32 {
            let mut image = 0;
            for (r, c) in (0..16).map(|i| (i / 4, i % 4)) {
                let (r2, c2) = if way & 4 == 0 { (r, c) } else { (c, r) };
                let r2 = if way & 1 == 0 { r2 } else { 3 - r2 };
                let c2 = if way & 2 == 0 { c2 } else { 3 - c2 };
                image |= cell(b, r, c) << (4 * r2 + c2);
            }
            least = least.min(image);
        }
    }
    least
}

/// The fewest moves from `start` to `target` (as many toys in each).
pub fn fewest(start: Board, target: Board) -> u32 {
    distances_from(start)[&target]
}

/// The input text of a pair of boards.
pub fn to_input(start: Board, target: Board) -> String {
    let rows = |board: Board| -> String {
        (0..4)
            .map(|r| (0..4).map(move |c| char::from(b'0' + (board >> (4 * r + c) & 1) as u8)))
            .map(|row| row.collect::<String>() + "\n")
            .collect()
    };
    format!("{}\n{}", rows(start), rows(target))
}
