//! Baekjoon's marble escapes (구슬 탈출 2 and 3, problems 13460 and 15644): the board, a tilt
//! simulated a cell at a time (written apart from the bins, which roll each marble whole and
//! then settle a collision), the breadth-first search over (red, blue), the judge of a
//! string of tilts, and the boards `gen` draws.

use crate::mt19937::Mt19937;
use crate::sampling::{draw, none_that_far, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{Attempt, How, Wrong};
use std::collections::{HashMap, VecDeque};

/// A cell: (row, column).
pub type Pos = (usize, usize);

/// A board and where the two marbles stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Marbles {
    /// The rows, `#`, `.` and `O` (the marbles' cells are `.`).
    pub rows: Vec<Vec<u8>>,
    pub red: Pos,
    pub blue: Pos,
}

/// The tilts: letter and (row, column) step.
pub const TILTS: [(u8, (isize, isize)); 4] = [
    (b'L', (0, -1)),
    (b'R', (0, 1)),
    (b'U', (-1, 0)),
    (b'D', (1, 0)),
];

/// Reads `N M` and the rows, as the bins do: 3-10 a side, one each of O, R and B, the edge
/// all walls.
pub fn parse(text: &str) -> Result<Marbles, String> {
    let w: Vec<&str> = words(text)?.collect();
    let side = |i: usize| -> Result<usize, String> {
        let word = w.get(i).ok_or("the input ends before N and M")?;
        word.parse()
            .ok()
            .filter(|n| (3..=10).contains(n))
            .ok_or(format!("'{}' is not a side 3-10", clip(word)))
    };
    let (n, m) = (side(0)?, side(1)?);
    if w.len() != 2 + n {
        return Err(format!(
            "expected {n} rows, got {}",
            w.len().saturating_sub(2)
        ));
    }
    let mut rows: Vec<Vec<u8>> = w[2..].iter().map(|r| r.as_bytes().to_vec()).collect();
    let mut found = HashMap::new();
    for (r, row) in rows.iter().enumerate() {
        if row.len() != m {
            return Err(format!("row {} is not {m} cells", r + 1));
        }
        for (c, &cell) in row.iter().enumerate() {
            let edge = r == 0 || c == 0 || r == n - 1 || c == m - 1;
            match cell {
                b'#' => {}
                b'.' | b'O' | b'R' | b'B' if !edge => {
                    found.entry(cell).or_insert_with(Vec::new).push((r, c))
                }
                _ => return Err(format!("cell {}, {}: '{}'", r + 1, c + 1, cell as char)),
            }
        }
    }
    let one = |c: u8| match found.get(&c).map(Vec::as_slice) {
        Some(&[p]) => Ok(p),
        _ => Err(format!("not exactly one {}", c as char)),
    };
    let (red, blue) = (one(b'R')?, one(b'B')?);
    one(b'O')?;
    rows[red.0][red.1] = b'.';
    rows[blue.0][blue.1] = b'.';
    Ok(Marbles { rows, red, blue })
}

/// The input text of a board and its marbles.
pub fn to_input(m: &Marbles) -> String {
    let mut text = format!("{} {}\n", m.rows.len(), m.rows[0].len());
    for (r, row) in m.rows.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            let mark = match (r, c) {
                p if p == m.red => b'R',
                p if p == m.blue => b'B',
                _ => cell,
            };
            text.push(mark as char);
        }
        text.push('\n');
    }
    text
}

/// One tilt, a cell at a time: each round the marble ahead in the tilt's direction moves
/// first, one cell, unless a wall or the other marble (still on the board) is there; a
/// marble that enters the hole leaves the board (`None`). Rounds go on until neither moves.
pub fn tilt(
    m: &Marbles,
    mut red: Option<Pos>,
    mut blue: Option<Pos>,
    (dr, dc): (isize, isize),
) -> (Option<Pos>, Option<Pos>) {
    let ahead = |p: Option<Pos>| p.map_or(0, |(r, c)| r as isize * dr + c as isize * dc);
    loop {
        let mut moved = false;
        let red_first = ahead(red) >= ahead(blue);
        for turn in 0..2 {
            let (me, other) = match (turn == 0) == red_first {
                true => (&mut red, blue),
                false => (&mut blue, red),
            };
            let Some((r, c)) = *me else { continue };
            let next = ((r as isize + dr) as usize, (c as isize + dc) as usize);
            if m.rows[next.0][next.1] == b'#' || other == Some(next) {
                continue;
            }
            moved = true;
            *me = (m.rows[next.0][next.1] != b'O').then_some(next);
        }
        if !moved {
            return (red, blue);
        }
    }
}

/// A fewest string of tilts (at most `most`) that drops red alone, by breadth-first search
/// over (red, blue) in a hash map; `None` if there is none within `most`.
pub fn fewest(m: &Marbles, most: u32) -> Option<Vec<u8>> {
    fewest_by(m, most, Rules::Statement)
}

/// How a search plays a tilt: by the statement, or with one of two known mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// [`tilt`], and red alone must drop.
    Statement,
    /// Red and blue dropping in the same tilt counted as a win (the statement: a tilt that
    /// drops blue fails, whatever red does).
    BothDropWins,
    /// Red rolled all the way first, stopping at blue where blue stands, then blue: when
    /// blue is ahead of red, red stops short of where blue leaves room.
    RedRolledFirst,
}

/// The known wrong solutions both marble problems share: searches that play the tilts by a
/// mistaken rule and the statement's limit one short. `both` and `red` print, as the problem
/// prints, what a search under [`Rules::BothDropWins`] and [`Rules::RedRolledFirst`] finds.
pub const fn mistakes(
    both: fn(&Tables, &str) -> Attempt,
    red: fn(&Tables, &str) -> Attempt,
) -> [Wrong; 3] {
    [
        Wrong {
            name: "both_dropping_counted_as_a_win",
            source: "the statement: the tilt fails if the blue marble drops, even in the same tilt as the red",
            how: How::Program(both),
        },
        Wrong {
            name: "red_rolled_before_blue",
            source: "the statement: a tilt moves both marbles at once; rolling red all the way first stops it behind a blue that then rolls on",
            how: How::Program(red),
        },
        Wrong::limit_one_short(MOST as i64, "-1", "the statement: at most 10 tilts, else -1"),
    ]
}

/// Red rolled whole first, then blue ([`Rules::RedRolledFirst`]).
fn red_then_blue(
    m: &Marbles,
    red: Pos,
    blue: Pos,
    (dr, dc): (isize, isize),
) -> (Option<Pos>, Option<Pos>) {
    let roll = |from: Pos, other: Option<Pos>| {
        let mut at = from;
        loop {
            let next = ((at.0 as isize + dr) as usize, (at.1 as isize + dc) as usize);
            match m.rows[next.0][next.1] {
                b'#' => return Some(at),
                b'O' => return None,
                _ if other == Some(next) => return Some(at),
                _ => at = next,
            }
        }
    };
    let red = roll(red, Some(blue));
    (red, roll(blue, red))
}

/// [`fewest`] under `rules`.
pub fn fewest_by(m: &Marbles, most: u32, rules: Rules) -> Option<Vec<u8>> {
    let mut from: HashMap<(Pos, Pos), (Pos, Pos, u8)> = HashMap::new();
    let start = (m.red, m.blue);
    let mut queue = VecDeque::from([(start, 0u32)]);
    from.insert(start, (start.0, start.1, 0));
    while let Some(((red, blue), d)) = queue.pop_front() {
        if d == most {
            continue;
        }
        for &(letter, step) in &TILTS {
            let tilted = match rules {
                Rules::RedRolledFirst => red_then_blue(m, red, blue, step),
                _ => tilt(m, Some(red), Some(blue), step),
            };
            let won = match tilted {
                (None, None) => rules == Rules::BothDropWins,
                (None, Some(_)) => true,
                _ => false,
            };
            match tilted {
                _ if won => {
                    let mut path = vec![letter];
                    let mut at = (red, blue);
                    while at != start {
                        let (r, b, l) = from[&at];
                        path.push(l);
                        at = (r, b);
                    }
                    path.reverse();
                    return Some(path);
                }
                (_, None) | (None, _) => {}
                (Some(r), Some(b)) => {
                    if let std::collections::hash_map::Entry::Vacant(slot) = from.entry((r, b)) {
                        slot.insert((red, blue, letter));
                        queue.push_back(((r, b), d + 1));
                    }
                }
            }
        }
    }
    None
}

/// Whether `path` (letters L, R, U, D) drops red alone exactly at its last tilt, blue never.
pub fn drops_red_at_the_end(m: &Marbles, path: &[u8]) -> Result<(), String> {
    let (mut red, mut blue) = (Some(m.red), Some(m.blue));
    for (i, letter) in path.iter().enumerate() {
        let step = TILTS
            .iter()
            .find(|t| t.0 == *letter)
            .ok_or(format!("'{}' is not L, R, U or D", *letter as char))?
            .1;
        (red, blue) = tilt(m, red, blue, step);
        match (red, blue, i + 1 == path.len()) {
            (_, None, _) => return Err(format!("tilt {} drops blue", i + 1)),
            (None, _, false) => {
                return Err(format!("red drops at tilt {}, before the last", i + 1))
            }
            (Some(_), _, true) => {
                return Err("red is still on the board after the last tilt".into())
            }
            _ => {}
        }
    }
    Ok(())
}

/// A random board N × M (3-10 each, drawn), walls inside with probability `walls` in 8,
/// and the hole and the two marbles on distinct free cells.
pub fn random_board(rng: &mut Mt19937, walls: usize) -> Marbles {
    loop {
        let (n, m) = (3 + draw(rng, 8), 3 + draw(rng, 8));
        if let Some(board) = board_of(rng, (n, m), walls) {
            return board;
        }
    }
}

/// The statements' largest board, 10 × 10, walls inside with probability 1 in 8, drawn until
/// the red marble drops alone within the 10 tilts counted.
pub fn fullest(rng: &mut Mt19937) -> String {
    loop {
        if let Some(board) = board_of(rng, (10, 10), 1) {
            if fewest(&board, MOST).is_some() {
                return to_input(&board);
            }
        }
    }
}

/// A board N × M, walls inside with probability `walls` in 8, the hole and the two marbles
/// on distinct free cells; `None` if there are fewer than three free cells.
fn board_of(rng: &mut Mt19937, (n, m): (usize, usize), walls: usize) -> Option<Marbles> {
    let mut rows = vec![vec![b'#'; m]; n];
    let mut free = Vec::new();
    for (r, row) in rows.iter_mut().enumerate().take(n - 1).skip(1) {
        for (c, cell) in row.iter_mut().enumerate().take(m - 1).skip(1) {
            if draw(rng, 8) >= walls {
                *cell = b'.';
                free.push((r, c));
            }
        }
    }
    if free.len() < 3 {
        return None;
    }
    let mut pick = || free.swap_remove(draw(rng, free.len()));
    let (hole, red, blue) = (pick(), pick(), pick());
    rows[hole.0][hole.1] = b'O';
    Some(Marbles { rows, red, blue })
}

/// Every placement of the two marbles on `m`'s board: each ordered pair of distinct free
/// cells (not the hole).
pub fn every_position(m: &Marbles) -> Vec<Marbles> {
    let free: Vec<Pos> = (0..m.rows.len())
        .flat_map(|r| (0..m.rows[0].len()).map(move |c| (r, c)))
        .filter(|&(r, c)| m.rows[r][c] == b'.')
        .collect();
    let mut every = Vec::new();
    for &red in &free {
        for &blue in free.iter().filter(|&&b| b != red) {
            every.push(Marbles {
                rows: m.rows.clone(),
                red,
                blue,
            });
        }
    }
    every
}

/// Mode 0: a random board whose marbles took `k` random tilts (those that would drop one are
/// skipped) from where they were drawn.
pub fn walk(rng: &mut Mt19937, k: u32) -> Marbles {
    let mut m = random_board(rng, 2);
    for _ in 0..k {
        let step = TILTS[draw(rng, 4)].1;
        if let (Some(red), Some(blue)) = tilt(&m, Some(m.red), Some(m.blue), step) {
            (m.red, m.blue) = (red, blue);
        }
    }
    m
}

/// Mode 1: a random board (walls drawn with every density) whose fewest tilts lie in `lo..=hi`
/// (`hi` at most `most`), in at most 20,000 draws.
pub fn far(rng: &mut Mt19937, (lo, hi): (u32, u32)) -> Option<Marbles> {
    (0..20_000).find_map(|i| {
        let m = random_board(rng, 1 + i % 4);
        let d = fewest(&m, hi)?.len() as u32;
        (d >= lo).then_some(m)
    })
}

/// The most tilts the statements count.
pub const MOST: u32 = 10;

/// Inputs every bin of the marble problems must refuse.
pub const BAD: &[&str] = &[
    "",
    "3 3\n###\n#R#\n###\n",
    "2 3\n###\n###\n",
    "3 5\n#####\n#RBO#\n####\n",
    "3 5\n#####\n#RBO.\n#####\n",
    "3 6\n######\n#RBOO#\n######\n",
    "3 6\n######\n#RBOx#\n######\n",
    "3 5\n#####\n#RBO#\n#####\n#####\n",
];

/// Mode 1 for both marble problems: a board whose fewest tilts lie in `reach`.
pub fn far_case(rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
    if reach.lo > MOST {
        return Err(none_that_far(reach, MOST));
    }
    let hi = reach.hi.unwrap_or(MOST).min(MOST);
    far(rng, (reach.lo, hi))
        .map(|m| to_input(&m))
        .ok_or(format!(
            "no board {}..={hi} tilts out in 20,000 draws",
            reach.lo
        ))
}

/// Seeded boards for the tests: one of each shape from 3×3 to 10×10 (64), walls of every
/// density, smallest first; every `step`-th of them and the largest.
pub fn seeded_boards(step: usize) -> Vec<Marbles> {
    let mut rng = Mt19937::new(13460);
    let mut boards: Vec<Marbles> = (0..1_500).map(|i| random_board(&mut rng, i % 5)).collect();
    boards.sort_by_key(|m| m.rows.len() * m.rows[0].len());
    boards.dedup_by_key(|m| (m.rows.len(), m.rows[0].len()));
    boards.retain(|m| !every_position(m).is_empty());
    let last = boards.len() - 1;
    let keep = |&(i, _): &(usize, &Marbles)| i % step == 0 || i == last;
    boards
        .iter()
        .enumerate()
        .filter(keep)
        .map(|b| b.1.clone())
        .collect()
}
