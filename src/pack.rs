//! Data packs: a judge-ready set of tests for one problem, chosen so that every known wrong
//! solution of the problem ([`crate::problem::Problem::wrong`]) fails on one of them.
//!
//! The tests come in this order: the statement's samples (the `sample-*` cases of the
//! problem's first bin), the goal, the farthest case `gen` serves, the fullest input the
//! statement allows ([`Problem::fullest`]), uniform draws where the
//! statement allows them (unsolvable inputs among them, where the problem has any), then
//! cases drawn by true distance over the whole range of answers, as `gen`'s mode 1 draws
//! them. A wrong solution that none of them fails gets the first further draw that fails it.
//! Every input must pass the kit's parser and [`Problem::for_pack`]; every answer is the
//! solver's output (the judge bin's) and must pass the kit's checker, whose oracle is
//! written apart from the bins. The same seed gives the same tests.
//!
//! How the tests are laid out on disk is [`crate::layout`]'s part.

use crate::cases::Generator;
use crate::check::Verdict;
use crate::mt19937::Mt19937;
use crate::problem::Problem;
use crate::sampling::{Mode, Reach};
use crate::tables::Tables;
use crate::text::{clip, plural};
use crate::wrong::{first_failure, Wrong};
use std::path::Path;

/// The tests a pack has unless asked otherwise: judges use 10 to 50.
pub const DEFAULT_TESTS: usize = 24;

/// The most further draws tried for one wrong solution that the chosen tests do not fail.
const MORE_DRAWS: u32 = 200;

/// One test: where it comes from, its input, its answer and the checker's summary of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Test {
    /// `sample-1`, `goal`, `farthest`, `fullest`, `uniform`, `distance 17`, `kills <mistake>`.
    pub origin: String,
    pub input: String,
    pub answer: String,
    /// What the checker says of the answer (`4 moves`, `3 puzzles`).
    pub summary: String,
    /// Whether it is one of the statement's samples.
    pub sample: bool,
}

/// A wrong solution and the first test it fails: its index and how, or `None`.
#[derive(Clone)]
pub struct Kill {
    pub wrong: Wrong,
    pub by: Option<(usize, String)>,
}

/// A problem's data pack.
pub struct Pack {
    pub problem: &'static dyn Problem,
    pub seed: u32,
    pub tests: Vec<Test>,
    pub kills: Vec<Kill>,
    /// The number of tests asked for, and why the pack has another number, if it has.
    pub asked: usize,
    pub other_count: Option<String>,
}

/// What writes a test's answer: the judge bin, run as a process by the tool and called as a
/// function by the tests.
pub type Solver<'a> = &'a (dyn Fn(&str) -> Result<String, String> + Sync);

/// What a pack is asked for.
pub struct Order<'a> {
    pub problem: &'static dyn Problem,
    pub tables: &'a Tables,
    pub solver: Solver<'a>,
    pub seed: u32,
    pub tests: usize,
}

impl Pack {
    /// Chooses the tests of `order`, answers them and finds the first test each wrong
    /// solution fails; an error for an input or answer the kit rejects.
    pub fn build(order: &Order) -> Result<Pack, String> {
        let mut chosen = Chosen {
            order,
            tests: Vec::new(),
        };
        for (origin, input, sample) in samples(order.problem) {
            chosen.add(origin, input, sample)?;
        }
        chosen.fixed()?;
        chosen.spread()?;
        let mut kills = chosen.kill_each()?;
        if chosen.tests.len() > order.tests {
            kills = chosen.trim(order.tests, &kills);
        }
        let other_count = other_count(order.tests, &chosen.tests);
        Ok(Pack {
            problem: order.problem,
            seed: order.seed,
            tests: chosen.tests,
            kills,
            asked: order.tests,
            other_count,
        })
    }

    /// The wrong solutions that no test fails.
    pub fn survivors(&self) -> Vec<&'static str> {
        let alive = self.kills.iter().filter(|k| k.by.is_none());
        alive.map(|k| k.wrong.name).collect()
    }

    /// What breaks the pack's promises, judged afresh from its tests alone: an input the
    /// kit's parser or [`Problem::for_pack`] refuses, an answer the checker does not accept,
    /// a wrong solution that no test fails.
    pub fn faults(&self, tables: &Tables) -> Vec<String> {
        let problem = self.problem;
        let mut faults = Vec::new();
        for (i, test) in self.tests.iter().enumerate() {
            let at = format!("{} test {} ({})", problem.name(), i + 1, test.origin);
            if problem.parses(&test.input) == Some(false) || !problem.for_pack(tables, &test.input)
            {
                faults.push(format!("{at}: the input is not one the statement allows"));
            }
            let verdict = problem.check(tables, &test.input, &test.answer, None);
            if !verdict.is_accepted() {
                faults.push(format!("{at}: the answer is judged {verdict}"));
            }
        }
        for kill in kills(problem, tables, &self.tests) {
            if kill.by.is_none() {
                faults.push(format!(
                    "{}: no test fails {}",
                    problem.name(),
                    kill.wrong.name
                ));
            }
        }
        faults
    }
}

/// Why a pack of `tests` has not the `asked` number, told by the tests' origins: the spread
/// (`distance k`), the hunt (`kills …`) and the tests every pack keeps (the samples, the
/// goal, the farthest, fullest and uniform cases); `None` where the count is the one asked.
fn other_count(asked: usize, tests: &[Test]) -> Option<String> {
    let n = tests.len();
    let from = |prefix: &str| {
        tests
            .iter()
            .filter(|t| t.origin.starts_with(prefix))
            .count()
    };
    let (spread, hunted) = (from("distance "), from("kills "));
    let kept = n - spread - hunted;
    let (n_word, asked_word) = (plural(n as u32, "test"), plural(asked as u32, "test"));
    match n.cmp(&asked) {
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some(format!(
            "{n_word}, not the {asked_word} asked: every pack keeps the statement's samples, the \
             goal and the farthest, fullest and uniform cases that the problem has ({kept} here), \
             and a test for each wrong solution that those miss ({hunted} here)"
        )),
        std::cmp::Ordering::Less => Some(format!(
            "{n_word}, not the {asked_word} asked: the spread over the range of answers found \
             only {spread} new cases in at most {} draws",
            4 * asked.saturating_sub(kept)
        )),
    }
}

/// Each wrong solution of `problem` with the first of `tests` it fails.
pub fn kills(problem: &dyn Problem, tables: &Tables, tests: &[Test]) -> Vec<Kill> {
    let each = problem.wrong().iter();
    let kill = |wrong: &Wrong| Kill {
        wrong: *wrong,
        by: fails(problem, tables, wrong, tests),
    };
    each.map(kill).collect()
}

/// The first of `tests` that `wrong` fails, as a host judges what it prints: by the
/// problem's special judge where it has one, else by the words of the answer file (and
/// the kit's checker, whose message says why).
fn fails(
    problem: &dyn Problem,
    tables: &Tables,
    wrong: &Wrong,
    tests: &[Test],
) -> Option<(usize, String)> {
    let pairs = tests.iter().map(|t| (&*t.input, &*t.answer));
    first_failure(wrong, tables, pairs, |input, output, answer| {
        let verdict = problem.check(tables, input, output, Some(answer));
        let same_words = output
            .split_ascii_whitespace()
            .eq(answer.split_ascii_whitespace());
        match verdict.is_accepted() {
            false => Some(verdict.to_string()),
            // Without a special judge a host compares words, as AcWing compares text.
            true if problem.checker().is_none() && !same_words => {
                Some("wrong answer: the words differ from the answer file's".into())
            }
            true => None,
        }
    })
}

/// The tests chosen so far for an order.
struct Chosen<'a, 'b> {
    order: &'b Order<'a>,
    tests: Vec<Test>,
}

impl Chosen<'_, '_> {
    /// Adds `input`, in the canonical layout ([`tidy`]), unless it is already in, not
    /// [`Problem::for_pack`] or one the checker cannot judge; whether it was added. An input
    /// the parser refuses or an answer the checker rejects is an error.
    fn add(&mut self, origin: String, input: String, sample: bool) -> Result<bool, String> {
        let problem = self.order.problem;
        let input = tidy(&input);
        let at = |why: String| format!("{} {origin}: {why}: {}", problem.name(), clip(&input));
        if self.tests.iter().any(|t| t.input == input) {
            return Ok(false);
        }
        if problem.parses(&input) == Some(false) {
            return Err(at("the kit's parser refuses the input".into()));
        }
        if !problem.for_pack(self.order.tables, &input) {
            return Ok(false);
        }
        let answer = (self.order.solver)(&input).map_err(&at)?;
        let summary = match problem.check(self.order.tables, &input, &answer, None) {
            Verdict::Accepted(summary) => summary,
            // An input the checker cannot vouch for (P1032's oracle gives up past 100,000
            // strings) is not shipped; a bin the checker disagrees with is an error.
            Verdict::Fail(_) => return Ok(false),
            verdict => return Err(at(format!("the answer {answer:?} is judged {verdict}"))),
        };
        self.tests.push(Test {
            origin,
            input,
            answer,
            summary,
            sample,
        });
        Ok(true)
    }

    /// A case of mode `mode` at `reach` for seed `seed`, if the problem serves one.
    fn draw(&self, seed: u32, reach: Reach, mode: Mode) -> Option<String> {
        let generator = Generator::new(self.order.tables);
        generator.case(self.order.problem, seed, reach, mode).ok()
    }

    /// The goal, the farthest case served, the fullest input the statement allows and,
    /// where the statement allows any arrangement, two uniform draws.
    fn fixed(&mut self) -> Result<(), String> {
        let (seed, spec) = (self.order.seed, self.order.problem.spec());
        if let Some(goal) = self.draw(seed, 0.into(), Mode::Walk) {
            self.add("goal".into(), goal, false)?;
        }
        if let Some(far) = self.draw(seed, spec.far_most.into(), Mode::Far) {
            self.add("farthest".into(), far, false)?;
        }
        let fullest = self
            .order
            .problem
            .fullest(self.order.tables, &mut Mt19937::new(seed));
        if let Some(input) = fullest {
            if !self.add("fullest".into(), input, false)? {
                let name = self.order.problem.name();
                return Err(format!(
                    "{name}: the fullest input is not one a pack may ship"
                ));
            }
        }
        if spec.uniform_in_range {
            for i in 0..2 {
                let draw = self.draw(seed.wrapping_add(i), 0.into(), Mode::Uniform);
                if let Some(input) = draw {
                    self.add("uniform".into(), input, false)?;
                }
            }
        }
        Ok(())
    }

    /// Cases at distances spread evenly over 1 to one short of the farthest served, taken in
    /// turn until the pack has its count. A distance `gen` serves no case at is dropped.
    fn spread(&mut self) -> Result<(), String> {
        let most = self.order.problem.spec().far_most.max(2);
        let want = self.order.tests.saturating_sub(self.tests.len()) as u32;
        let mut ks: Vec<u32> = (0..want)
            .map(|j| 1 + j * (most - 1) / want.max(1))
            .collect();
        ks.dedup();
        let mut rng = Mt19937::new(self.order.seed);
        for _round in 0..4 * want {
            let Some(&k) = ks.first() else {
                break;
            };
            if self.tests.len() >= self.order.tests {
                break;
            }
            ks.rotate_left(1);
            let reach = Reach { lo: k, hi: Some(k) };
            match self.draw(rng.next_u32(), reach, Mode::Far) {
                Some(input) => {
                    self.add(format!("distance {k}"), input, false)?;
                }
                None => ks.retain(|&other| other != k),
            }
        }
        Ok(())
    }

    /// Each wrong solution's first failing test, adding a further draw for one that none
    /// fails yet (the first of up to [`MORE_DRAWS`] that fails it).
    fn kill_each(&mut self) -> Result<Vec<Kill>, String> {
        let mut kills = Vec::new();
        for wrong in self.order.problem.wrong() {
            let mut by = self.first_failure(wrong);
            let mut rng = Mt19937::new(self.order.seed ^ 0x5eed);
            for attempt in 0..MORE_DRAWS {
                if by.is_some() {
                    break;
                }
                let Some(input) = self.further(&mut rng, attempt) else {
                    continue;
                };
                if self.add(format!("kills {}", wrong.name), input, false)? {
                    // The tests before it were all passed: the new one alone is judged.
                    let last = self.tests.len() - 1;
                    by = fails(
                        self.order.problem,
                        self.order.tables,
                        wrong,
                        &self.tests[last..],
                    )
                    .map(|(_, how)| (last, how));
                    if by.is_none() {
                        self.tests.pop();
                    }
                }
            }
            kills.push(Kill { wrong: *wrong, by });
        }
        Ok(kills)
    }

    /// A further candidate: a case by true distance, a uniform draw or a walk, in turn. The
    /// distance is exact, as [`Chosen::spread`] draws: a problem that lists the cases at a
    /// distance keeps one list per distance, so the lists of all distances together hold
    /// each case once (a list of every case at `k` or more, for each `k`, would hold the
    /// near ones many times over: 243 MiB for the alternating swaps).
    fn further(&self, rng: &mut Mt19937, attempt: u32) -> Option<String> {
        let spec = self.order.problem.spec();
        let seed = rng.next_u32();
        let k = seed % (spec.far_most + 1);
        match attempt % 3 {
            0 => self.draw(seed, Reach { lo: k, hi: Some(k) }, Mode::Far),
            1 if spec.uniform_in_range => self.draw(seed, 0.into(), Mode::Uniform),
            _ => self.draw(seed, (seed % 40).into(), Mode::Walk),
        }
    }

    /// Drops spread tests (the last first) that no wrong solution needs as its first
    /// failure, until `asked` are left or none can go; the kills judged afresh.
    fn trim(&mut self, asked: usize, first: &[Kill]) -> Vec<Kill> {
        let needed: Vec<usize> = first
            .iter()
            .filter_map(|k| Some(k.by.as_ref()?.0))
            .collect();
        let mut excess = self.tests.len().saturating_sub(asked);
        for i in (0..self.tests.len()).rev() {
            if excess == 0 {
                break;
            }
            if self.tests[i].origin.starts_with("distance ") && !needed.contains(&i) {
                self.tests.remove(i);
                excess -= 1;
            }
        }
        kills(self.order.problem, self.order.tables, &self.tests)
    }

    fn first_failure(&self, wrong: &Wrong) -> Option<(usize, String)> {
        fails(self.order.problem, self.order.tables, wrong, &self.tests)
    }
}

/// `input` in the layout every pack ships and its input validator checks: the words of
/// each line separated by single spaces, no empty line, each line ended by one newline.
/// Every judge bin reads words, so the answer stays the same; a sample whose original has
/// double spaces (AcWing 179's) is shipped tidied.
pub fn tidy(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for line in input.lines() {
        let words: Vec<&str> = line.split_ascii_whitespace().collect();
        if !words.is_empty() {
            out += &words.join(" ");
            out.push('\n');
        }
    }
    out
}

/// The source of the problem's first judge bin (`src/bin/<name>.rs`), which a problem
/// package lists as its accepted solution; `None` if it cannot be read.
pub fn bin_source(problem: &dyn Problem) -> Option<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src/bin")
        .join(format!("{}.rs", problem.name()));
    std::fs::read_to_string(path).ok()
}

/// The statement's samples: the `sample-*` cases of the problem's first bin (LeetCode's
/// `example-*`), in name order.
pub fn samples(problem: &dyn Problem) -> Vec<(String, String, bool)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("cases")
        .join(problem.name());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("sample") || name.starts_with("example"))
        .filter(|name| name.ends_with(".in"))
        .collect();
    names.sort();
    let read = |name: &String| std::fs::read_to_string(dir.join(name));
    names
        .iter()
        .filter_map(|name| {
            Some((
                name.trim_end_matches(".in").to_string(),
                read(name).ok()?,
                true,
            ))
        })
        .collect()
}
