// Luogu P2534 [AHOI2012] 铁盘整理: https://www.luogu.com.cn/problem/P2534
// Input:  N (1-16), then N distinct radii, top plate first.
// Output: the fewest flips that sort the stack, the smallest plate on top; a flip turns
//         over the top k plates, any k.
// Method: IDA* over the stack as ranks, 4 bits per plate, bounded by the gap heuristic
//         (adjacent plates whose ranks are not neighbours, the table under the bottom plate
//         counted). A flip of k changes one pair, so each child's bound costs O(1).
// Cost:   at most 18 flips for N = 16 (OEIS A058986); timings: docs/benchmarks.md.
// Adapt:  the largest plate on top instead: GOAL_SMALLEST_ON_TOP. Proofs and facts:
//         docs/bins/p2534_pancakes.md.

use std::io::{self, Read, Write};

/// The goal: sorted with the smallest plate on top (false: the largest on top).
const GOAL_SMALLEST_ON_TOP: bool = true;

/// Reads N and the radii: the stack as ranks 0..N, top first (rank 0 is to end on top).
pub fn parse(input: &str) -> Result<Vec<u8>, String> {
    let mut words = words(input)?;
    let n = words
        .next()
        .ok_or("empty input: expected N, then N radii")?;
    let n = match n.parse::<usize>() {
        Ok(n @ 1..=16) => n,
        _ => return Err(format!("N must be 1-16, not '{}'", clip(n))),
    };
    let mut radii = Vec::with_capacity(n);
    for word in words {
        let r: i64 = word
            .parse()
            .map_err(|_| format!("'{}' is not a radius", clip(word)))?;
        if radii.len() == n {
            return Err(format!("more than N = {n} radii"));
        }
        if radii.contains(&r) {
            return Err(format!("radius {r} twice: the plates' radii differ"));
        }
        radii.push(r);
    }
    if radii.len() < n {
        return Err(format!("expected N = {n} radii, got {}", radii.len()));
    }
    let rank = |r: i64| {
        let below = radii.iter().filter(|&&x| x < r).count();
        (if GOAL_SMALLEST_ON_TOP {
            below
        } else {
            n - 1 - below
        }) as u8
    };
    Ok(radii.iter().map(|&r| rank(r)).collect())
}

/// A stack packed 4 bits a plate, the top plate in the lowest bits.
type Stack = u64;

/// The plate at `i` from the top.
fn plate(stack: Stack, i: usize) -> u64 {
    stack >> (4 * i) & 15
}

/// The stack with its top k plates turned over (1 <= k <= 16).
fn flip(stack: Stack, k: usize) -> Stack {
    // Reverse the 16 nibbles: the bytes, then the two halves of each byte.
    let bytes = stack.swap_bytes();
    let nibbles = (bytes >> 4) & 0x0F0F_0F0F_0F0F_0F0F | (bytes & 0x0F0F_0F0F_0F0F_0F0F) << 4;
    let low = u64::MAX >> (64 - 4 * k);
    stack & !low | nibbles >> (64 - 4 * k)
}

/// The search: the stack of `n` plates, sorted when it equals `sorted`.
struct Search {
    n: usize,
    sorted: Stack,
}

impl Search {
    /// Whether plate value `a` sits on `b` with a gap (`b` = n is the table).
    fn gap(&self, a: u64, b: u64) -> u32 {
        u32::from(a.abs_diff(b) != 1)
    }

    /// The gap heuristic: no flip closes more than one gap.
    fn gaps(&self, stack: Stack) -> u32 {
        let below = |i: usize| {
            if i + 1 < self.n {
                plate(stack, i + 1)
            } else {
                self.n as u64
            }
        };
        (0..self.n)
            .map(|i| self.gap(plate(stack, i), below(i)))
            .sum()
    }

    /// Whether the stack sorts within `left` flips; `gaps` is its heuristic and `last` the
    /// flip that made it (repeating it would undo it).
    fn within(&self, stack: Stack, gaps: u32, left: u32, last: usize) -> bool {
        if stack == self.sorted {
            return true;
        }
        for k in (2..=self.n).rev().filter(|&k| k != last) {
            // Only the pair at k changes: plate k - 1 on plate k becomes the top on it.
            let under = if k < self.n {
                plate(stack, k)
            } else {
                self.n as u64
            };
            let h = gaps - self.gap(plate(stack, k - 1), under) + self.gap(plate(stack, 0), under);
            if h < left && self.within(flip(stack, k), h, left - 1, k) {
                return true;
            }
        }
        false
    }
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let ranks = parse(input)?;
    let pack = |values: &mut dyn Iterator<Item = u8>| {
        values
            .enumerate()
            .fold(0, |s, (i, v)| s | Stack::from(v) << (4 * i))
    };
    let n = ranks.len();
    let search = Search {
        n,
        sorted: pack(&mut (0..n as u8)),
    };
    let stack = pack(&mut ranks.into_iter());
    let gaps = search.gaps(stack);
    // IDA*: the bound starts at the heuristic and grows by one; within 2N - 3 flips any
    // stack sorts, so the loop ends.
    let fewest = (gaps..).find(|&bound| search.within(stack, gaps, bound, 0));
    Ok(format!("{}\n", fewest.unwrap_or(0)))
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
