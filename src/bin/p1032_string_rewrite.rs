// Luogu P1032 [NOIP2002 提高组] 字串变换: https://www.luogu.com.cn/problem/P1032
//         (also AcWing 190 字串变换: https://www.acwing.com/problem/content/192/)
// Input:  A B, then rules a b, one a line (at most 6 in the statement): a rewrite replaces one
//         occurrence of some a in the string with its b. Strings of at most 20 characters.
// Output: the fewest rewrites from A to B if at most REWRITES_SHOWN, else `NO ANSWER!`.
// Method: bidirectional breadth-first search over strings: from A by the rules, from B by
//         the rules turned round, always a whole layer of the smaller side, until the sides
//         meet or their depths add up to REWRITES_SHOWN.
// Cost:   5 layers a side at most; at most MAX_STRINGS strings are kept, or the rules are
//         refused; timings: docs/benchmarks.md.
// Adapt:  another limit: REWRITES_SHOWN. Proofs and facts: docs/bins/p1032_string_rewrite.md.

use std::collections::HashMap;
use std::io::{self, Read, Write};

/// The most rewrites counted: farther strings print `NO ANSWER!`.
const REWRITES_SHOWN: u32 = 10;

/// The most strings both sides may hold together: rules that make more within the limit
/// are refused, so that memory stays bounded whatever the rules.
const MAX_STRINGS: usize = 1 << 21;

/// The two strings and the rules (each kept once).
type Rules = Vec<(Vec<u8>, Vec<u8>)>;

/// Reads A, B and the rules: words in pairs, so neither side of a rule can be empty.
pub fn parse(input: &str) -> Result<(Vec<u8>, Vec<u8>, Rules), String> {
    let words: Vec<&str> = words(input)?.collect();
    match words[..] {
        [] => return Err("empty input: expected A and B, then the rules".to_string()),
        [a] => {
            return Err(format!(
                "only '{}': expected A and B, then the rules",
                clip(a)
            ))
        }
        _ => {}
    }
    if words.len() % 2 == 1 {
        let last = clip(words[words.len() - 1]);
        return Err(format!(
            "the rule '{last}' has no right side: the sides are words in pairs"
        ));
    }
    let mut rules = Rules::new();
    for pair in words[2..].chunks(2) {
        let rule = (pair[0].as_bytes().to_vec(), pair[1].as_bytes().to_vec());
        if !rules.contains(&rule) {
            rules.push(rule);
        }
    }
    Ok((
        words[0].as_bytes().to_vec(),
        words[1].as_bytes().to_vec(),
        rules,
    ))
}

/// Every string one rewrite from `s`: an occurrence of `from` replaced by `to`.
fn rewrites(s: &[u8], rules: &[(Vec<u8>, Vec<u8>)], turned: bool, out: &mut Vec<Vec<u8>>) {
    for (a, b) in rules {
        let (from, to) = if turned { (b, a) } else { (a, b) };
        for at in
            (0..(s.len() + 1).saturating_sub(from.len())).filter(|&i| s[i..].starts_with(from))
        {
            out.push([&s[..at], &to[..], &s[at + from.len()..]].concat());
        }
    }
}

/// One side of the search: every string it has reached by its depth, and its last layer.
struct Side {
    seen: HashMap<Vec<u8>, u32>,
    layer: Vec<Vec<u8>>,
    depth: u32,
    turned: bool,
}

impl Side {
    fn new(start: &[u8], turned: bool) -> Side {
        let seen = HashMap::from([(start.to_vec(), 0)]);
        Side {
            seen,
            layer: vec![start.to_vec()],
            depth: 0,
            turned,
        }
    }

    /// Grows a layer; the fewest rewrites through a string the other side holds, if any.
    fn grow(
        &mut self,
        other: &Side,
        rules: &Rules,
        kept: &mut usize,
    ) -> Result<Option<u32>, String> {
        let (mut next, mut found, mut met) = (Vec::new(), Vec::new(), None::<u32>);
        self.depth += 1;
        for s in std::mem::take(&mut self.layer) {
            found.clear();
            rewrites(&s, rules, self.turned, &mut found);
            for t in found.drain(..) {
                if self.seen.contains_key(&t) {
                    continue;
                }
                if let Some(&d) = other.seen.get(&t) {
                    met = Some(met.map_or(self.depth + d, |m| m.min(self.depth + d)));
                }
                *kept += 1;
                if *kept > MAX_STRINGS {
                    return Err(format!("the rules make more than {MAX_STRINGS} strings within {REWRITES_SHOWN} rewrites"));
                }
                self.seen.insert(t.clone(), self.depth);
                next.push(t);
            }
        }
        self.layer = next;
        Ok(met)
    }
}

/// The fewest rewrites from `a` to `b`, if at most REWRITES_SHOWN.
fn fewest(a: &[u8], b: &[u8], rules: &Rules) -> Result<Option<u32>, String> {
    if a == b {
        return Ok(Some(0));
    }
    let (mut ahead, mut back) = (Side::new(a, false), Side::new(b, true));
    let mut kept = 2;
    while ahead.depth + back.depth < REWRITES_SHOWN
        && !ahead.layer.is_empty()
        && !back.layer.is_empty()
    {
        // The smaller layer grows: each layer of either side brings the two one step closer.
        let met = match ahead.layer.len() <= back.layer.len() {
            true => ahead.grow(&back, rules, &mut kept)?,
            false => back.grow(&ahead, rules, &mut kept)?,
        };
        if met.is_some() {
            return Ok(met);
        }
    }
    Ok(None)
}

/// The whole program: input text to output text.
pub fn solve(input: &str) -> Result<String, String> {
    let (a, b, rules) = parse(input)?;
    Ok(match fewest(&a, &b, &rules)? {
        Some(d) => format!("{d}\n"),
        None => "NO ANSWER!\n".to_string(),
    })
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
