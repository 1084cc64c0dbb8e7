// LeetCode 752 Open the Lock: https://leetcode.com/problems/open-the-lock/
// Input:  `deadends: Vec<String>` (1-500) and `target: String`, four digits each; the harness
//         below reads `["0201","0101"]` then `"0202"` from stdin, one argument a line.
// Output: the fewest turns from `0000` to target, never resting on a dead end, or -1.
// Method: BFS layer by layer over the 10^4 settings read as numbers; dead ends are marked
//         seen before it starts, so the search never enters one.
// Cost:   at most 10^4 settings × 8 turns; timings: docs/benchmarks.md.
// Adapt:  paste everything above the marker line below; WHEELS may be 1-6 (10^WHEELS
//         settings, each wheel 0-9 and 9 turns up to 0).
//         Proof: docs/bins/leetcode_open_the_lock.md.

/// How many wheels the lock has: 1-6.
const WHEELS: usize = 4;
const _: () = assert!(WHEELS >= 1 && WHEELS <= 6, "WHEELS must be 1-6");

/// Every setting of the lock, the wheels read as the digits of one number.
const SETTINGS: usize = pow10(WHEELS);

impl Solution {
    pub fn open_lock(deadends: Vec<String>, target: String) -> i32 {
        // `seen` starts with the dead ends in it: the search never enters them.
        let mut seen = vec![false; SETTINGS];
        for dead in &deadends {
            if let Some(s) = setting(dead) {
                seen[s] = true;
            }
        }
        let goal = match setting(&target) {
            Some(goal) if !seen[goal] => goal,
            _ => return -1,
        };
        if seen[0] {
            return -1; // the lock starts on a dead end
        }
        if goal == 0 {
            return 0;
        }
        seen[0] = true;
        let mut layer = vec![0usize];
        let mut turns = 0;
        while !layer.is_empty() {
            turns += 1;
            let mut next = Vec::new();
            for &s in &layer {
                let mut place = 1;
                for _ in 0..WHEELS {
                    // The wheel's digit turned up and down by one, 9 and 0 wrapping.
                    let digit = s / place % 10;
                    let up = if digit == 9 { s - 9 * place } else { s + place };
                    let down = if digit == 0 { s + 9 * place } else { s - place };
                    for t in [up, down] {
                        if !seen[t] {
                            if t == goal {
                                return turns;
                            }
                            seen[t] = true;
                            next.push(t);
                        }
                    }
                    place *= 10;
                }
            }
            layer = next;
        }
        -1
    }
}

/// A setting as a number, or `None` unless it is WHEELS digits.
fn setting(word: &str) -> Option<usize> {
    let digits = word.as_bytes();
    if digits.len() != WHEELS || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(
        digits
            .iter()
            .fold(0, |n, &d| 10 * n + usize::from(d - b'0')),
    )
}

/// 10 to the power `n`.
const fn pow10(n: usize) -> usize {
    let mut power = 1;
    let mut i = 0;
    while i < n {
        power *= 10;
        i += 1;
    }
    power
}

// ---- LeetCode: paste everything above this line ----
// harness: Solution::open_lock(["0201", "0101", "0102", "1212", "2002"].iter().map(|s| s.to_string()).collect(), "0202".to_string()) == 6

use std::io::{self, Read, Write};

/// LeetCode defines this; the pasted part above refers to it.
pub struct Solution;

/// LeetCode's limit on the dead ends.
const MOST_DEAD_ENDS: usize = 500;

/// Reads the two arguments written LeetCode's way, `["0201","0101"]` then `"0202"`, with
/// whitespace anywhere: 1-500 dead ends, and a target that is not one of them.
pub fn parse(input: &str) -> Result<(Vec<String>, String), String> {
    let compact: String = words(input)?.collect();
    let shape = || {
        format!(
            "expected [\"0201\",\"0101\"] then \"0202\", got '{}'",
            clip(&compact)
        )
    };
    let rest = compact.strip_prefix('[').ok_or_else(shape)?;
    let (list, target) = rest.split_once(']').ok_or_else(shape)?;
    let quoted = |word: &str| -> Result<String, String> {
        let inner = word.strip_prefix('"').and_then(|w| w.strip_suffix('"'));
        match inner.filter(|w| setting(w).is_some()) {
            Some(w) => Ok(w.to_string()),
            None => Err(format!(
                "expected {WHEELS} digits in quotes, got '{}'",
                clip(word)
            )),
        }
    };
    let deadends = list
        .split(',')
        .map(quoted)
        .collect::<Result<Vec<String>, String>>()?;
    if deadends.len() > MOST_DEAD_ENDS {
        return Err(format!(
            "{} dead ends: at most {MOST_DEAD_ENDS}",
            deadends.len()
        ));
    }
    let target = quoted(target)?;
    if deadends.contains(&target) {
        return Err(format!("the target {target} is a dead end"));
    }
    Ok((deadends, target))
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (deadends, target) = parse(input)?;
    Ok(format!("{}\n", Solution::open_lock(deadends, target)))
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
