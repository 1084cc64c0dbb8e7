// Luogu P5507 机关 (knobs): https://www.luogu.com.cn/problem/P5507
// Input:  12 lines `s a1 a2 a3 a4`: knob i is at state s (1-4); turned from state j, it
//         also turns knob aj once (no chain). Knobs turn 1 -> 2 -> 3 -> 4 -> 1.
// Output: the fewest turns n, then the n knobs turned, in order (any shortest list: the
//         judge has a special judge). A start that cannot reach GOAL is refused.
// Method: two-way BFS over the 4^12 settings (a knob in 2 bits): from the start and back
//         from GOAL, a whole layer of the smaller side at a time, until the two meet.
// Cost:   at most 4^12 settings × 12 turns; 16 MiB of marks; timings: docs/benchmarks.md.
// Adapt:  GOAL holds each knob's target state; its length (1-12) is the number of knobs.
//         Proof: docs/bins/p5507_knobs.md.

use std::io::{self, Read, Write};

/// The state each knob must reach, knob 1 first; its length is the number of knobs (1-12).
const GOAL: &[u8] = &[1; 12];

/// The number of knobs.
const KNOBS: usize = GOAL.len();

/// The settings: knob i's state minus one in bits 2i and 2i + 1.
const SPACE: usize = 1 << (2 * KNOBS);

// GOAL checked while compiling.
const _: () = {
    assert!(KNOBS >= 1 && KNOBS <= 12, "GOAL: 1-12 knobs");
    let mut i = 0;
    while i < KNOBS {
        assert!(GOAL[i] >= 1 && GOAL[i] <= 4, "GOAL: states 1-4");
        i += 1;
    }
};

/// `partner[i][j]`: the knob (0-based) that turns with knob i when i is turned from state
/// j + 1.
pub type Wiring = [[usize; 4]; KNOBS];

/// Knob `k`'s state in `s`, 0-3.
fn state(s: usize, k: usize) -> usize {
    s >> (2 * k) & 3
}

/// `s` with knob `k` at state `v` (0-3).
fn with(s: usize, k: usize, v: usize) -> usize {
    s & !(3 << (2 * k)) | (v & 3) << (2 * k)
}

/// The setting after turning knob `k`: k turns once, then the knob its old state names
/// (k itself again, if the wiring says so).
pub fn turn(wiring: &Wiring, s: usize, k: usize) -> usize {
    let partner = wiring[k][state(s, k)];
    let s = with(s, k, state(s, k) + 1);
    with(s, partner, state(s, partner) + 1)
}

/// Every setting that turning knob `k` takes to `t`, in `out`; how many (0-2). Knob k was
/// one state back, or two if it named itself; each guess is kept only if it turns into t.
pub fn before(wiring: &Wiring, t: usize, k: usize, out: &mut [usize; 2]) -> usize {
    let mut n = 0;
    for back in 1..3 {
        let s = with(t, k, state(t, k) + 4 - back);
        let partner = wiring[k][state(s, k)];
        let s = match partner == k {
            true => s,
            false => with(s, partner, state(s, partner) + 3),
        };
        if turn(wiring, s, k) == t {
            out[n] = s;
            n += 1;
        }
    }
    n
}

// A setting's mark: 0 if unseen; else SEEN, BACK on the goal's side, and how it was
// reached: the knob turned (bits 0-3; NONE for the start and the goal) and, on the start's
// side, SELF if that knob named itself (so walking back knows which setting it came from).
const SEEN: u8 = 64;
const BACK: u8 = 128;
const SELF: u8 = 16;
const NONE: u8 = 15;

/// The fewest turns from `start` to `goal`, knob by knob (0-based); an error if the goal
/// cannot be reached. Each round expands a whole layer of the side whose last layer is
/// smaller (the start's on a tie). The first time a layer reaches a setting of the other
/// side, the list through it is shortest (docs/bins/p5507_knobs.md).
pub fn search(wiring: &Wiring, start: usize, goal: usize) -> Result<Vec<usize>, String> {
    if start == goal {
        return Ok(Vec::new());
    }
    let mut mark = vec![0u8; SPACE];
    mark[start] = SEEN | NONE;
    mark[goal] = SEEN | BACK | NONE;
    let (mut ahead, mut behind) = (vec![start as u32], vec![goal as u32]);
    let mut out = [0; 2];
    while !ahead.is_empty() && !behind.is_empty() {
        let forward = ahead.len() <= behind.len();
        let (layer, side) = match forward {
            true => (&mut ahead, 0),
            false => (&mut behind, BACK),
        };
        let mut next = Vec::new();
        for &s in layer.iter() {
            let s = s as usize;
            for k in 0..KNOBS {
                let (n, how) = match forward {
                    true => {
                        out[0] = turn(wiring, s, k);
                        let itself = wiring[k][state(s, k)] == k;
                        (1, if itself { SELF } else { 0 })
                    }
                    false => (before(wiring, s, k, &mut out), BACK),
                };
                for &m in &out[..n] {
                    if mark[m] == 0 {
                        mark[m] = SEEN | how | k as u8;
                        next.push(m as u32);
                    } else if mark[m] & BACK != side {
                        // Turning k joins the two sides: from s to m, or from m to s.
                        let (a, b) = if forward { (s, m) } else { (m, s) };
                        let mut path = walk_back(wiring, &mark, a);
                        path.push(k);
                        path.extend(walk_on(wiring, &mark, b));
                        return Ok(path);
                    }
                }
            }
        }
        *layer = next;
    }
    Err("no turns take these knobs to GOAL".to_string())
}

/// The turns from the start to `s`, a setting of the start's side, read off the marks
/// backwards: each names the knob turned into it and whether that knob named itself.
fn walk_back(wiring: &Wiring, mark: &[u8], mut s: usize) -> Vec<usize> {
    let mut path = Vec::new();
    let mut out = [0; 2];
    while mark[s] & NONE != NONE {
        let k = usize::from(mark[s] & NONE);
        let itself = mark[s] & SELF != 0;
        let n = before(wiring, s, k, &mut out);
        s = *out[..n]
            .iter()
            .find(|&&p| (wiring[k][state(p, k)] == k) == itself)
            .expect("the setting a mark came from");
        path.push(k);
    }
    path.reverse();
    path
}

/// The turns from `s`, a setting of the goal's side, to the goal: each mark names the knob
/// to turn next.
fn walk_on(wiring: &Wiring, mark: &[u8], mut s: usize) -> Vec<usize> {
    let mut path = Vec::new();
    while mark[s] & NONE != NONE {
        let k = usize::from(mark[s] & NONE);
        path.push(k);
        s = turn(wiring, s, k);
    }
    path
}

/// Reads the knobs: the start setting and the wiring, both 0-based.
pub fn parse(input: &str) -> Result<(usize, Wiring), String> {
    let mut words = words(input)?;
    let (mut start, mut wiring) = (0, [[0; 4]; KNOBS]);
    for (k, partners) in wiring.iter_mut().enumerate() {
        for j in 0..5 {
            let (what, most) = match j {
                0 => (format!("knob {}'s state", k + 1), 4),
                _ => (format!("knob {}'s partner in state {j}", k + 1), KNOBS),
            };
            let word = words
                .next()
                .ok_or_else(|| format!("expected {what}, got the end of the input"))?;
            let n = match word.parse::<usize>() {
                Ok(n) if n.to_string() == word && n >= 1 && n <= most => n - 1,
                _ => return Err(format!("{what}: expected 1-{most}, got '{}'", clip(word))),
            };
            match j {
                0 => start = with(start, k, n),
                _ => partners[j - 1] = n,
            }
        }
    }
    if let Some(extra) = words.next() {
        return Err(format!("'{}' after the {KNOBS} knobs", clip(extra)));
    }
    Ok((start, wiring))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (start, wiring) = parse(input)?;
    let goal = (0..KNOBS).fold(0, |s, k| with(s, k, usize::from(GOAL[k]) - 1));
    // Each turn moves two knobs one state on (or one knob two), so the sum's parity stays.
    let sum = |s: usize| (0..KNOBS).map(|k| state(s, k)).sum::<usize>();
    if (sum(start) + sum(goal)) % 2 == 1 {
        return Err("no turns take these knobs to GOAL: the states' sums differ in parity".into());
    }
    let path = search(&wiring, start, goal)?;
    let knobs: Vec<String> = path.iter().map(|k| (k + 1).to_string()).collect();
    Ok(format!("{}\n{}\n", path.len(), knobs.join(" ")))
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
