// Luogu P2578 [ZJOI2005] 九数码游戏: https://www.luogu.com.cn/problem/P2578
// Input:  3 lines of 3 numbers, the start: 0-8 once each.
// Output: the fewest moves S to GOAL, then the S + 1 boards from the start to GOAL, each as
//         3 lines of 3 numbers and an empty line (any shortest sequence: a special judge);
//         UNSOLVABLE if GOAL cannot be reached, which never happens (see the proof).
// Method: bidirectional BFS over Cantor ranks, one table of nibbles (side, the move that
//         reached the board) until the sides meet; the path is then walked back by the marks.
// Cost:   the farthest board (32 moves) visits about 22,600 of the 9! boards per side.
//         Timings: docs/benchmarks.md.
// Adapt:  GOAL may be any arrangement of 0-8; the moves are MOVES (maps of cells).
//         Proofs: docs/bins/p2578_nine_digits.md.

use std::io::{self, Read, Write};

/// The board every answer ends on, in reading order.
const GOAL: [u8; 9] = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const _: () = {
    let (mut seen, mut i) = (0u32, 0);
    while i < 9 {
        seen |= 1 << GOAL[i];
        i += 1;
    }
    assert!(seen == 511, "GOAL must hold each of 0-8 once");
};
const STATES: usize = 362_880;
/// `PLACE[i]` = (8 - i)!: the weight of cell i's Lehmer digit in the Cantor rank.
const PLACE: [u32; 9] = [40320, 5040, 720, 120, 24, 6, 2, 1, 1];
/// The two moves as maps of the cells in reading order: after a move, cell i holds what
/// cell `MOVES[m][i]` held. Op 1 turns the 8 outer cells one place clockwise; op 2 moves
/// the middle row one place right, its last cell to the front.
const MOVES: [[usize; 9]; 2] = [[3, 0, 1, 6, 4, 2, 7, 8, 5], [0, 1, 2, 5, 3, 4, 6, 7, 8]];
/// The moves undone, for the search from GOAL: `UNDO[m][MOVES[m][i]]` = i.
const UNDO: [[usize; 9]; 2] = {
    let mut undo = [[0; 9]; 2];
    let mut k = 0;
    while k < 18 {
        undo[k / 9][MOVES[k / 9][k % 9]] = k % 9;
        k += 1;
    }
    undo
};

/// `BITS[m]`: how many bits of the 9-bit mask m are set (the judges' default target has no
/// popcount instruction, and `count_ones` is then a dozen instructions).
const BITS: [u8; 512] = {
    let mut bits = [0; 512];
    let mut m = 1;
    while m < 512 {
        bits[m] = bits[m / 2] + (m % 2) as u8;
        m += 1;
    }
    bits
};

/// The weighted Lehmer digits of three cells holding a, b and c, at `a * 81 + b * 9 + c`:
/// of cells 0-2 in `.0`, where a digit is the value less the smaller ones before it (all
/// the others come later); of cells 6-8 in `.1`, where it counts the smaller ones after it,
/// all among the three. Repeated values are never looked up.
const ENDS: ([u32; 729], [u8; 729]) = {
    let (mut head, mut tail) = ([0; 729], [0; 729]);
    let mut i = 0;
    while i < 729 {
        let v = [i / 81, i / 9 % 9, i % 9];
        let mut k = 0;
        while k < 3 {
            let (mut before, mut after, mut j) = (0, 0, 0);
            while j < 3 {
                before += (j < k && v[j] < v[k]) as usize;
                after += (j > k && v[j] < v[k]) as usize;
                j += 1;
            }
            head[i] += (v[k].saturating_sub(before) as u32) * PLACE[k];
            tail[i] += (after as u32 * PLACE[6 + k]) as u8;
            k += 1;
        }
        i += 1;
    }
    (head, tail)
};

/// Cantor rank: the board's index among all 9! permutations in lexicographic order. The
/// first and last three cells' digits come from [`ENDS`]; the middle three's are each the
/// value less the smaller ones before it.
fn cantor(board: &[u8; 9]) -> usize {
    let three = |k: usize| {
        usize::from(board[k]) * 81 + usize::from(board[k + 1]) * 9 + usize::from(board[k + 2])
    };
    let mut rank = ENDS.0[three(0)] + u32::from(ENDS.1[three(6)]);
    let mut seen = (1usize << board[0]) | 1 << board[1] | 1 << board[2];
    for k in 3..6 {
        let cell = board[k];
        rank += u32::from(cell - BITS[seen & ((1 << cell) - 1)]) * PLACE[k];
        seen |= 1 << cell;
    }
    rank as usize
}

fn apply(board: &[u8; 9], map: &[usize; 9]) -> [u8; 9] {
    std::array::from_fn(|i| board[map[i]])
}

/// What the search knows of each board, by rank, a nibble each (two boards a byte): 0 if no
/// side has seen it, else the side's tag plus 1 for its root, or 2 + the map that first
/// reached it. The moves are not their own inverses (op 1 takes 8 turns to come back), so
/// the way back is the map undone, not a search among neighbours.
struct Marks(Vec<u8>);

impl Marks {
    fn get(&self, r: usize) -> u8 {
        self.0[r / 2] >> (r % 2 * 4) & 15
    }

    fn mark(&mut self, r: usize, mark: u8) {
        self.0[r / 2] |= mark << (r % 2 * 4);
    }
}

/// One side of the bidirectional search: its last layer of boards (earlier ones are dropped:
/// the path is walked out of the marks), a spare buffer for the next, and its tag: 0 from
/// the start, 4 from GOAL.
struct Side {
    layer: Vec<[u8; 9]>,
    spare: Vec<[u8; 9]>,
    tag: u8,
}

impl Side {
    fn new(root: [u8; 9], tag: u8, seen: &mut Marks) -> Side {
        seen.mark(cantor(&root), tag + 1);
        Side {
            layer: vec![root],
            spare: Vec::new(),
            tag,
        }
    }

    /// The maps this side moves by, and the ones that undo them: MOVES from the start,
    /// UNDO from GOAL.
    fn maps(&self) -> (&'static [[usize; 9]; 2], &'static [[usize; 9]; 2]) {
        match self.tag {
            0 => (&MOVES, &UNDO),
            _ => (&UNDO, &MOVES),
        }
    }

    /// Moves to the next layer; a board of this layer and the map that takes it to one the
    /// other side has seen, if any (the rest of the layer is then not needed).
    fn grow(&mut self, seen: &mut Marks) -> Option<([u8; 9], usize)> {
        self.spare.clear();
        for board in &self.layer {
            for (m, map) in self.maps().0.iter().enumerate() {
                let next = apply(board, map);
                let r = cantor(&next);
                match seen.get(r) {
                    0 => {
                        seen.mark(r, self.tag + 2 + m as u8);
                        self.spare.push(next);
                    }
                    s if s & 4 != self.tag => return Some((*board, m)),
                    _ => {}
                }
            }
        }
        std::mem::swap(&mut self.layer, &mut self.spare);
        None
    }

    /// The boards from `at`, one this side has seen, back to its root: each step undoes the
    /// map that first reached the board, so each is one layer nearer.
    fn walk_back(&self, mut at: [u8; 9], seen: &Marks) -> Vec<[u8; 9]> {
        let mut path = vec![at];
        loop {
            match seen.get(cantor(&at)) - self.tag {
                1 => return path,
                m => at = apply(&at, &self.maps().1[usize::from(m - 2)]),
            }
            path.push(at);
        }
    }
}

/// The boards of a shortest sequence from `start` to GOAL, or `None` if there is none.
/// Bidirectional BFS, the smaller layer grown first: if the sides hold depths f and b when
/// a board one move past one side's last layer is one the other has seen, it is exactly b
/// moves from the other side's root (a board nearer would have been met when that side
/// grew), and a shorter path would have met a layer earlier: that board lies on a
/// shortest path.
fn shortest(start: [u8; 9]) -> Option<Vec<[u8; 9]>> {
    if start == GOAL {
        return Some(vec![start]);
    }
    let mut seen = Marks(vec![0; STATES / 2]);
    let mut ahead = Side::new(start, 0, &mut seen);
    let mut back = Side::new(GOAL, 4, &mut seen);
    loop {
        if ahead.layer.is_empty() || back.layer.is_empty() {
            return None;
        }
        let (grown, other) = match ahead.layer.len() <= back.layer.len() {
            true => (&mut ahead, &back),
            false => (&mut back, &ahead),
        };
        if let Some((last, m)) = grown.grow(&mut seen) {
            let mut path = grown.walk_back(last, &seen);
            path.reverse();
            path.extend(other.walk_back(apply(&last, &grown.maps().0[m]), &seen));
            if grown.tag != 0 {
                path.reverse();
            }
            return Some(path);
        }
    }
}

/// Reads 9 numbers, each of 0..=8 once.
pub fn parse(input: &str) -> Result<[u8; 9], String> {
    let mut board = [0u8; 9];
    let mut count = 0;
    for token in words(input)? {
        let value = match token.parse::<u64>() {
            Ok(value) if value <= 8 => value as u8,
            Ok(value) => return Err(format!("{value} is outside 0..=8")),
            Err(_) => return Err(format!("'{}' is not a number 0-8", clip(token))),
        };
        if count == 9 {
            return Err("more than 9 numbers: expected the 3x3 board".into());
        }
        if board[..count].contains(&value) {
            return Err(format!("{value} appears twice"));
        }
        board[count] = value;
        count += 1;
    }
    if count < 9 {
        return Err(format!("expected 9 numbers (0-8 once each), got {count}"));
    }
    Ok(board)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let start = parse(input)?;
    let path = match shortest(start) {
        Some(path) => path,
        None => return Ok("UNSOLVABLE\n".to_string()),
    };
    let mut out = format!("{}\n", path.len() - 1);
    for board in &path {
        for row in board.chunks(3) {
            out.push_str(&format!("{} {} {}\n", row[0], row[1], row[2]));
        }
        out.push('\n');
    }
    Ok(out)
}

/// The longest input read: it bounds memory and time whatever is piped in.
const MAX_INPUT: u64 = 1 << 22;

/// Standard input as text, at most [`MAX_INPUT`] bytes of it.
fn read_input() -> Result<String, String> {
    let mut bytes = Vec::new();
    io::stdin()
        .lock()
        .take(MAX_INPUT + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read standard input: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "input longer than {MAX_INPUT} bytes: no valid input is that long"
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let byte = e.as_bytes()[at];
        format!(
            "byte 0x{byte:02X} at position {} is not valid UTF-8",
            at + 1
        )
    })
}

/// The input's whitespace-separated words; any byte but printable ASCII, space, tab and
/// line breaks (a BOM, NUL) is refused by position, as it could hide inside a word.
fn words(input: &str) -> Result<std::str::SplitAsciiWhitespace<'_>, String> {
    let allowed = |b: &u8| b.is_ascii_graphic() || matches!(b, b' ' | b'\t' | b'\n' | b'\r');
    match input.bytes().position(|b| !allowed(&b)) {
        Some(at) => Err(format!(
            "byte 0x{:02X} at position {} is not part of a valid input",
            input.as_bytes()[at],
            at + 1
        )),
        None => Ok(input.split_ascii_whitespace()),
    }
}

/// At most 20 characters of a word, for error messages.
fn clip(word: &str) -> String {
    let mut clipped: String = word.chars().take(20).collect();
    if clipped.len() < word.len() {
        clipped.push_str("...");
    }
    clipped
}

fn main() {
    let answer = read_input().and_then(|input| solve(&input));
    let written = answer.and_then(|output| {
        let mut out = io::stdout().lock();
        match out.write_all(output.as_bytes()).and_then(|()| out.flush()) {
            // A reader that has gone away is not an error: the answer is dropped.
            Err(e) if e.kind() != io::ErrorKind::BrokenPipe => Err(format!("stdout: {e}")),
            _ => Ok(()),
        }
    });
    if let Err(message) = written {
        let _ = writeln!(io::stderr(), "error: {message}");
        std::process::exit(1);
    }
}
