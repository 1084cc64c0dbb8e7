//! Luogu P1032 [NOIP2002 提高组] 字串变换 (string rewriting, AcWing 190): strings A and B and
//! at most 6 rules a → b; a rewrite replaces one occurrence of some a by its b; print the
//! fewest rewrites from A to B if at most 10, else `NO ANSWER!`. Judge bin:
//! `p1032_string_rewrite`.
//!
//! Written apart from the bin (a bidirectional search): the plain breadth-first search
//! forward from A over strings, which is also the textbook, or backward from B where the
//! rules make too many strings forward.
//!
//! ```
//! use eight_puzzle::problems::p1032_string_rewrite::{fewest, parse};
//!
//! let case = parse("abcd xyz\nabc xu\nud y\ny yz\n").unwrap();
//! assert_eq!(fewest(&case), Ok(Some(3)));
//! ```

use crate::check::{check_with, Judged, Verdict};
use crate::mt19937::Mt19937;
use crate::problem::{Ask, Bin, Counted, Limits, Problem, Spec};
use crate::sampling::{draw, draw_in_reach, Reach};
use crate::tables::Tables;
use crate::text::{clip, words};
use crate::wrong::{How, Wrong};
use std::collections::{HashMap, VecDeque};

/// The most rewrites counted.
pub const MOST: u32 = 10;

/// The most strings the oracle keeps in one direction before it tries the other.
pub const MAX_STRINGS: usize = 100_000;

/// A case: A, B and the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    pub from: String,
    pub to: String,
    pub rules: Vec<(String, String)>,
}

/// Reads A, B and the rules, whitespace-separated words in pairs.
pub fn parse(text: &str) -> Result<Case, String> {
    let words: Vec<String> = words(text)?.map(str::to_string).collect();
    if words.len() < 2 || words.len() % 2 == 1 {
        return Err(format!("{} words: expected A B and pairs a b", words.len()));
    }
    let rules = words[2..]
        .chunks(2)
        .map(|p| (p[0].clone(), p[1].clone()))
        .collect();
    Ok(Case {
        from: words[0].clone(),
        to: words[1].clone(),
        rules,
    })
}

/// The input text of a case.
pub fn to_input(case: &Case) -> String {
    let mut text = format!("{} {}\n", case.from, case.to);
    for (a, b) in &case.rules {
        text += &format!("{a} {b}\n");
    }
    text
}

/// Every string one rewrite from `s`.
pub fn rewrites(s: &str, rules: &[(String, String)]) -> Vec<String> {
    let mut next = Vec::new();
    for (a, b) in rules {
        let mut at = 0;
        while let Some(i) = s[at..].find(a.as_str()) {
            let p = at + i;
            next.push(format!("{}{b}{}", &s[..p], &s[p + a.len()..]));
            at = p + 1;
        }
    }
    next
}

/// Every string within `most` rewrites of A, by its fewest; an error past `cap` strings.
pub fn reach_within(case: &Case, most: u32, cap: usize) -> Result<HashMap<String, u32>, String> {
    forward(case, most, cap, None)
}

/// The fewest rewrites from A to B if at most `most`, by the plain search forward that stops
/// once it reaches B; an error past `cap` strings.
pub fn search(case: &Case, most: u32, cap: usize) -> Result<Option<u32>, String> {
    let reached = forward(case, most, cap, Some(&case.to))?;
    Ok(reached.get(&case.to).copied())
}

/// The plain breadth-first search from A to `most` rewrites, stopped once it takes `until`
/// from the queue (if given): every string reached, by its fewest; an error past `cap`.
fn forward(
    case: &Case,
    most: u32,
    cap: usize,
    until: Option<&str>,
) -> Result<HashMap<String, u32>, String> {
    let mut distance = HashMap::from([(case.from.clone(), 0)]);
    let mut queue = VecDeque::from([case.from.clone()]);
    while let Some(s) = queue.pop_front() {
        let d = distance[&s];
        if until == Some(s.as_str()) {
            break;
        }
        if d == most {
            continue;
        }
        for t in rewrites(&s, &case.rules) {
            if !distance.contains_key(&t) {
                distance.insert(t.clone(), d + 1);
                queue.push_back(t);
            }
        }
        if distance.len() > cap {
            return Err(format!("more than {cap} strings within {most} rewrites"));
        }
    }
    Ok(distance)
}

/// The fewest rewrites from A to B, if at most [`MOST`]: the plain search forward from A or
/// backward from B with the rules turned round, either alone exact. Rules that grow one way
/// shrink the other, so each way is tried with a small cap first, then with
/// [`MAX_STRINGS`].
pub fn fewest(case: &Case) -> Result<Option<u32>, String> {
    let turned = Case {
        from: case.to.clone(),
        to: case.from.clone(),
        rules: case
            .rules
            .iter()
            .map(|(a, b)| (b.clone(), a.clone()))
            .collect(),
    };
    let mut why = String::new();
    for cap in [MAX_STRINGS / 30, MAX_STRINGS] {
        for way in [case, &turned] {
            match search(way, MOST, cap) {
                Ok(found) => return Ok(found),
                Err(too_many) => why = too_many,
            }
        }
    }
    Err(format!("both ways: {why}"))
}

/// The answer line.
pub fn answer(fewest: Option<u32>) -> String {
    fewest.map_or("NO ANSWER!".to_string(), |d| d.to_string())
}

fn judge(truth: &Option<u32>, output: &str) -> Judged {
    let got = output
        .split_ascii_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let want = answer(*truth);
    // As testlib has it: a number or `NO ANSWER!` that is wrong is a wrong answer, anything
    // else a presentation error.
    let well_formed = got.parse::<i64>().is_ok() || got == answer(None);
    match got == want {
        true => Ok(want),
        false if got.is_empty() => Err(Verdict::PresentationError("empty output".into())),
        false if !well_formed => Err(Verdict::PresentationError(format!(
            "'{}' is neither a number nor 'NO ANSWER!'",
            clip(&got)
        ))),
        false => Err(Verdict::WrongAnswer(format!(
            "'{want}' expected, got '{}'",
            clip(&got)
        ))),
    }
}

/// A random string of 1 to `most` letters (the length drawn first) from a, b, c.
fn random_string(rng: &mut Mt19937, most: usize) -> String {
    let len = 1 + draw(rng, most);
    (0..len)
        .map(|_| char::from(b'a' + draw(rng, 3) as u8))
        .collect()
}

/// A random A (1-8 letters of a, b, c) and 1-6 random rules of 1-3 letters a side.
fn random_case(rng: &mut Mt19937) -> Case {
    let from = random_string(rng, 8);
    let rules = (0..1 + draw(rng, 6))
        .map(|_| {
            let a = random_string(rng, 3);
            (a, random_string(rng, 3))
        })
        .collect();
    Case {
        from,
        to: String::new(),
        rules,
    }
}

/// The problem, for the registry.
pub struct P1032;

/// The problem, as the registry lists it.
pub const PROBLEM: P1032 = P1032;

/// What the tools, the tests and the bench read of the problem.
static SPEC: Spec = Spec {
    bins: &[Bin::one("p1032_string_rewrite")],
    far_most: MOST,
    uniform_in_range: true,
    bad: &[
        "",
        "abcd\n",
        "abcd xyz\nabc\n",
        "abcd xyz\nabc xu\nud\n",
        "abcd\u{7f} xyz\n",
    ],
    sizes: &[],
    limits: Limits::stated(1000, 64, "AcWing 190, the same problem, as a public copy of its statement reads; Luogu's were not found"),
};

/// The known wrong solutions a data pack must fail ([`crate::wrong`]).
static WRONG: [Wrong; 3] = [
    Wrong::limit_one_short(MOST as i64, "NO ANSWER!", "the statement: at most 10 rewrites, else NO ANSWER!"),
    Wrong::GOAL_AFTER_A_MOVE,
    Wrong {
        name: "no_stop_at_10_rewrites",
        source: "the statement: more than 10 rewrites is answered NO ANSWER!; a search that does not stop at 10 runs on",
        how: How::NoUnsolvableTest("NO ANSWER!"),
    },
];

impl Problem for P1032 {
    fn spec(&self) -> &'static Spec {
        &SPEC
    }

    fn wrong(&self) -> &'static [Wrong] {
        &WRONG
    }

    fn parses(&self, input: &str) -> Option<bool> {
        Some(parse(input).is_ok())
    }

    fn check(&self, _: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict {
        let truth = parse(input).and_then(|case| fewest(&case));
        check_with(truth, output, answer, judge)
    }

    /// A random case (see [`random_case`]) whose B is `k` random rewrites from A, each drawn
    /// among the rewrites of the string (fewer where none applies or B would pass 20
    /// letters); drawn again while the kit cannot settle it (see [`fewest`]).
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String {
        loop {
            let mut case = random_case(rng);
            let mut s = case.from.clone();
            for _ in 0..k {
                let next = rewrites(&s, &case.rules);
                if next.is_empty() {
                    break;
                }
                let t = next[draw(rng, next.len())].clone();
                if t.len() > 20 {
                    break;
                }
                s = t;
            }
            case.to = s;
            if fewest(&case).is_ok() {
                return to_input(&case);
            }
        }
    }

    /// A random case with B drawn among the strings whose fewest rewrites lie in `reach`.
    fn far(&self, _: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String> {
        let hi = reach.hi.unwrap_or(MOST).min(MOST);
        draw_in_reach(rng, reach, (hi, MOST, 2_000), |rng| {
            let mut case = random_case(rng);
            let Ok(near) = reach_within(&case, hi, 200_000) else {
                return (String::new(), None);
            };
            // B within the statement's 20 letters.
            let mut far: Vec<(String, u32)> = near
                .into_iter()
                .filter(|(s, d)| *d >= reach.lo && s.len() <= 20)
                .collect();
            if far.is_empty() {
                return (String::new(), None);
            }
            far.sort_unstable();
            let (to, d) = far[draw(rng, far.len())].clone();
            case.to = to;
            (to_input(&case), Some(d))
        })
    }

    /// The statement's most: A and B of 20 letters and 6 rules (of 1-3 letters a side, so
    /// that the kit's oracle can judge it), drawn until the oracle answers.
    fn fullest(&self, _: &Tables, rng: &mut Mt19937) -> Option<String> {
        let twenty = |rng: &mut Mt19937| -> String {
            (0..20)
                .map(|_| char::from(b'a' + draw(rng, 3) as u8))
                .collect()
        };
        loop {
            let rules = (0..6)
                .map(|_| (random_string(rng, 3), random_string(rng, 3)))
                .collect();
            let case = Case {
                from: twenty(rng),
                to: twenty(rng),
                rules,
            };
            if fewest(&case).is_ok() {
                return Some(to_input(&case));
            }
        }
    }

    /// A random case with a random B of 1-8 letters (mostly `NO ANSWER!`), drawn again
    /// while the kit cannot settle it.
    fn uniform(&self, rng: &mut Mt19937) -> String {
        loop {
            let mut case = random_case(rng);
            case.to = random_string(rng, 8);
            if fewest(&case).is_ok() {
                return to_input(&case);
            }
        }
    }

    fn count(&self, _: &Tables, ask: Ask) -> Result<Counted, String> {
        ask.facts(self.name())?;
        Ok(Counted::from(
            "P1032 string rewrite: the space depends on each case's rules; nothing to count\n"
                .to_string(),
        ))
    }

    /// The plain search forward from A, as a contestant writes it first.
    fn textbook(&self, input: &str) -> Option<String> {
        let case = parse(input).ok()?;
        let ahead = reach_within(&case, MOST, 1 << 22).ok()?;
        Some(answer(ahead.get(&case.to).copied()) + "\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sample_and_the_judge() {
        let input = "abcd xyz\nabc xu\nud y\ny yz\n";
        let tables = Tables::new();
        let check = |out: &str| P1032.check(&tables, input, out, None).exit_code();
        assert_eq!(check("3\n"), 0);
        assert_eq!(check("4\n"), 1);
        assert_eq!(check(""), 2);
        assert_eq!(rewrites("aaa", &[("aa".into(), "b".into())]), ["ba", "ab"]);
        let far = parse("a b\na c\n").unwrap();
        assert_eq!(fewest(&far), Ok(None));
    }
}
