//! What the kit must know of a problem: the trait each module in [`crate::problems`]
//! implements once, and the [`Spec`] it states for the code that serves every problem (the
//! tools, the tests, the bench and `bundle.sh`), so that none of that code names a problem.
//!
//! Why a trait and not an enum: a new problem is then one module and one line in the
//! registry, and everything about it (including its oracle's type, a [`crate::tables::Table`])
//! stays in that module. An enum would spread each problem over one `match` arm per
//! operation.

use crate::check::Verdict;
pub use crate::facts::Counted;
use crate::mt19937::Mt19937;
use crate::sampling::Reach;
use crate::tables::Tables;
use crate::wrong::Wrong;

/// How the outputs of a judge bin are judged on its cases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answers {
    /// One right output per input: the bin's bytes must be the case's `.out` (and pass the
    /// checker).
    One,
    /// Many right outputs (any shortest path): the checker judges them.
    Many,
    /// Wrong on purpose (the seed's flat-index bug, kept to reproduce its measurements):
    /// the bin's bytes must be the recorded outputs of the reference program, and the
    /// checker, which knows the right answers, is not asked.
    Recorded,
}

impl Answers {
    /// `one`, `many` or `recorded`, as `count --list` prints it.
    pub fn word(self) -> &'static str {
        match self {
            Answers::One => "one",
            Answers::Many => "many",
            Answers::Recorded => "recorded",
        }
    }
}

/// A judge bin: its file is `src/bin/<name>.rs`, its cases `cases/<name>/`.
#[derive(Clone, Copy, Debug)]
pub struct Bin {
    pub name: &'static str,
    pub answers: Answers,
}

impl Bin {
    /// A bin whose every input has one right output.
    pub const fn one(name: &'static str) -> Bin {
        Bin {
            name,
            answers: Answers::One,
        }
    }

    /// A bin that is wrong on purpose, held to a reference program's recorded outputs.
    pub const fn recorded(name: &'static str) -> Bin {
        Bin {
            name,
            answers: Answers::Recorded,
        }
    }

    /// A bin whose inputs may have many right outputs.
    pub const fn many(name: &'static str) -> Bin {
        Bin {
            name,
            answers: Answers::Many,
        }
    }
}

/// The time and memory limits of the judge a problem comes from, as its statement gives
/// them, and where they were read (the limits a data pack writes for the host to check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub time_ms: u32,
    /// As the statement gives it (Luogu's "125 MB", AcWing's "64MB").
    pub memory_mb: u32,
    /// Where the figures were read, or why none were.
    pub read: &'static str,
    /// Whether the figures are a judge's, not [`Limits::usual`]'s.
    pub stated: bool,
}

impl Limits {
    /// Figures read where `read` says: a judge's page, a copy of it, or the same problem on
    /// another judge.
    pub const fn stated(time_ms: u32, memory_mb: u32, read: &'static str) -> Limits {
        Limits {
            time_ms,
            memory_mb,
            read,
            stated: true,
        }
    }

    /// No limits to read, for the reason `why`: 1 s and 256 MB, a common setting.
    pub const fn usual(why: &'static str) -> Limits {
        Limits {
            time_ms: 1000,
            memory_mb: 256,
            read: why,
            stated: false,
        }
    }
}

/// Every per-problem fact the code that serves all problems needs.
pub struct Spec {
    /// The judge bins that solve it; the first one's name is the problem's name.
    pub bins: &'static [Bin],
    /// The largest k mode 1 serves: the space's largest distance where the cases are listed,
    /// or where drawing and solving stays within about 2 s. `gen` refuses k + 1.
    pub far_most: u32,
    /// Whether mode 2's uniform draws lie within the statement's limits, so that every bin
    /// must answer them (a random 4×4 15-puzzle board needs about 53 moves, past AOJ's 45).
    pub uniform_in_range: bool,
    /// Inputs every bin of the problem must refuse with one `error:` line.
    pub bad: &'static [&'static str],
    /// The board sides `--size` takes, each with the problem at that side; empty for one size.
    pub sizes: &'static [(u32, &'static dyn Problem)],
    /// The judge's time and memory limits, for data packs.
    pub limits: Limits,
}

/// What `count` is asked for.
#[derive(Clone, Copy, Debug)]
pub enum Ask<'a> {
    /// The measured facts of the state graph, for people or (`csv`) for machines.
    Facts { csv: bool },
    /// Every board listed in the text (`--instances`) solved, one line a board.
    Instances(&'a str),
    /// The tables the judge bin holds as written data, as the bin writes them (`--tables`).
    BinTables,
}

impl Ask<'_> {
    /// Whether csv facts are asked; an error naming `problem` for anything but facts.
    pub fn facts(self, problem: &str) -> Result<bool, String> {
        match self {
            Ask::Facts { csv } => Ok(csv),
            Ask::Instances(_) => Err(format!("{problem} takes no --instances")),
            Ask::BinTables => Err(format!("{problem}'s judge bin holds no written tables")),
        }
    }
}

/// One problem: its facts, its judge, its case generator and its measured facts.
pub trait Problem: Sync {
    /// The facts every tool, test and bench loop reads.
    fn spec(&self) -> &'static Spec;

    /// The name the tools print and take: the first bin's.
    fn name(&self) -> &'static str {
        self.spec().bins[0].name
    }

    /// Whether the kit's parser accepts `input`; `None` where the kit does not decide it.
    fn parses(&self, input: &str) -> Option<bool>;

    /// Judges a contestant's `output` for `input`; `answer` is the expected output file, if
    /// there is one (checked too: a wrong one is the checker's failure).
    fn check(&self, tables: &Tables, input: &str, output: &str, answer: Option<&str>) -> Verdict;

    /// Mode 0: the input of the case `k` random moves back from the goal, each drawn as
    /// `rng() % (number of moves)`.
    fn walk(&self, rng: &mut Mt19937, k: u32) -> String;

    /// Mode 1: a case whose true distance lies in `reach`, drawn with `rng` (from the list
    /// of all such cases where the space is listed, [`crate::sampling::pick`]); an error
    /// that names the largest distance served when there is none.
    fn far(&self, tables: &Tables, rng: &mut Mt19937, reach: Reach) -> Result<String, String>;

    /// Mode 2: a uniformly random arrangement, solvable or not.
    fn uniform(&self, rng: &mut Mt19937) -> String;

    /// What `count` prints, with any disagreement with a published figure.
    fn count(&self, tables: &Tables, ask: Ask) -> Result<Counted, String>;

    /// The largest input every bin of the problem must take, up to the 4 MiB cap, for the
    /// bench's peak memory: one case and blank space, or as many cases as fit.
    fn largest(&self, rng: &mut Mt19937) -> String {
        crate::sampling::padded_to_cap(self.walk(rng, 20))
    }

    /// The fullest input the statement allows, for data packs: its most cases or queries and
    /// its largest boards, each drawn with `rng`, every promise of the statement kept; where
    /// the statement states no count, the module's constant and `docs/packs.md` say what it
    /// holds. `None` where every input has one size, or where the farthest case `gen`
    /// serves is already of the largest size and count.
    fn fullest(&self, _tables: &Tables, _rng: &mut Mt19937) -> Option<String> {
        None
    }

    /// The output of the textbook solution the bench races the bins against, where the
    /// problem has one (written in the kit, plainly, as a contestant would first write it).
    fn textbook(&self, _input: &str) -> Option<String> {
        None
    }

    /// The known wrong solutions a data pack must fail (`pack`, [`crate::wrong`]).
    fn wrong(&self) -> &'static [Wrong] {
        &[]
    }

    /// Whether a data pack may ship `input`: it keeps the statement's promises (P1379
    /// promises a board that reaches the goal), and every reading of the statement gives it
    /// the same answer (a pack ships no input whose answer depends on a reading the
    /// statement leaves open).
    fn for_pack(&self, _tables: &Tables, _input: &str) -> bool {
        true
    }

    /// The special judge a data pack carries where answers are not unique: one std-only
    /// file (`src/checkers/<problem>.rs`), built alone with `rustc -O`.
    fn checker(&self) -> Option<&'static str> {
        None
    }

    /// How `check` breaks the tools' limits on [`Problem::largest`] and its answer (too slow
    /// for a test to wait, or over 64 MiB), as last measured; `None` where it keeps them.
    /// The proofs hold the check of every problem that says `None` to 64 MiB there.
    fn check_over_limits(&self) -> Option<&'static str> {
        None
    }

    /// Named inputs, each with its fewest moves as the kit's search proved them, where the
    /// time of a search depends strongly on the input: `cargo bench` runs the first bin on
    /// them and on 1,000 inputs of mode 2 ([`Problem::uniform`]). Empty for most problems.
    fn named_inputs(&self) -> &'static [(&'static str, &'static str, u32)] {
        &[]
    }
}

impl dyn Problem + '_ {
    /// Judges an output given as bytes, the one path `check` and `duipai` share: bytes that
    /// are not UTF-8 are the contestant's presentation error, as testlib has it, once the
    /// input and the answer file are known good (a bad one is the checker's failure first).
    pub fn judge_bytes(
        &self,
        tables: &Tables,
        input: &str,
        output: &[u8],
        answer: Option<&str>,
    ) -> Verdict {
        match crate::text::utf8(output) {
            Ok(text) => self.check(tables, input, text, answer),
            Err(why) => match self.check(tables, input, "", answer) {
                failure @ Verdict::Fail(_) => failure,
                _ => Verdict::PresentationError(format!("the output {why}")),
            },
        }
    }
}
