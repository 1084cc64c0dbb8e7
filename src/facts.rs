//! Tables of facts for `count`: how many cases lie at each distance, as csv rows and as text
//! for people. Every number comes from an oracle; none is typed in.

use std::fmt::Write;

/// Size and shape of one distance table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFacts {
    /// How many arrangements there are in all.
    pub states: usize,
    /// How many of them reach the goal.
    pub reach: usize,
    pub deepest: u32,
    pub at_deepest: usize,
    /// The first arrangement (in the problem's own order) at the deepest distance.
    pub farthest: String,
    pub histogram: Vec<usize>,
    pub avg_x100: u64,
}

impl TableFacts {
    /// The facts of a histogram (`histogram[d]` = cases at distance d) over `states`
    /// arrangements.
    pub fn from_histogram(states: usize, histogram: Vec<usize>, farthest: String) -> TableFacts {
        let reach = histogram.iter().sum();
        let deepest = histogram.len() as u32 - 1;
        let total: usize = histogram.iter().enumerate().map(|(d, n)| d * n).sum();
        TableFacts {
            states,
            reach,
            deepest,
            at_deepest: histogram[deepest as usize],
            farthest,
            avg_x100: (total * 100 / reach) as u64,
            histogram,
        }
    }

    /// `reach`, `deepest`, `histogram` and `avgDist` rows.
    pub fn csv_rows(&self) -> Vec<String> {
        vec![
            format!("reach,{},{},{}", self.reach, self.states, self.deepest),
            format!("deepest,{},{}", self.at_deepest, self.farthest),
            format!("histogram,{}", joined(&self.histogram, ",")),
            format!("avgDist,{}", self.avg_x100),
        ]
    }

    /// Three lines for people, naming the cases `what` (e.g. "grids").
    pub fn report_lines(&self, what: &str) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "  {what}: {} of {} can be solved; the farthest are {} moves out ({} {what}, first {})",
            self.reach, self.states, self.deepest, self.at_deepest, self.farthest
        );
        let _ = writeln!(out, "  per distance: {}", histogram_line(&self.histogram));
        let _ = writeln!(out, "  average distance: {}", hundredths(self.avg_x100));
        out
    }

    pub fn csv(&self) -> String {
        lines(&self.csv_rows())
    }

    pub fn report(&self, title: &str) -> String {
        format!("{title}\n{}", self.report_lines("grids"))
    }
}

/// The values joined by `separator`.
pub fn joined<T: ToString>(values: &[T], separator: &str) -> String {
    let texts: Vec<String> = values.iter().map(T::to_string).collect();
    texts.join(separator)
}

/// C(n, k): how many ways to choose k of n things.
pub fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |c, i| c * (n - i) / (i + 1))
}

/// Each row followed by a newline.
pub fn lines(rows: &[String]) -> String {
    rows.iter().map(|row| format!("{row}\n")).collect()
}

/// Two decimals of a value kept times 100, as the reference prints it.
pub fn hundredths(x100: u64) -> String {
    format!("{}.{:02}", x100 / 100, x100 % 100)
}

/// `distance:count` pairs.
pub fn histogram_line(histogram: &[usize]) -> String {
    let pairs: Vec<String> = histogram
        .iter()
        .enumerate()
        .map(|(d, n)| format!("{d}:{n}"))
        .collect();
    pairs.join(" ")
}

/// Layer sizes as csv: a `moves,<noun>` header, then `d,size` per distance.
pub fn layers_csv(noun: &str, layers: &[usize]) -> String {
    let rows: String = layers
        .iter()
        .enumerate()
        .map(|(d, n)| format!("{d},{n}\n"))
        .collect();
    format!("moves,{noun}\n{rows}")
}

/// The OEIS layer sizes of the sliding puzzles, as published (see the file's comments).
pub const LAYERS: &str = include_str!("data/sliding-puzzle-layers.txt");

/// The terms of OEIS sequence `id` (e.g. `A089484`) from [`LAYERS`]; empty if absent.
pub fn oeis(id: &str) -> Vec<u64> {
    LAYERS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_ascii_whitespace().collect::<Vec<_>>())
        .find(|words| words.first() == Some(&id))
        .map_or_else(Vec::new, |words| {
            // The id, the board, the goal's name, then the terms.
            words[3..].iter().filter_map(|w| w.parse().ok()).collect()
        })
}

/// What `count` prints, and the published figures the measurements disagree with (the
/// tool then exits non-zero).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counted {
    pub text: String,
    pub disagreements: Vec<String>,
}

impl Counted {
    /// What `count` prints and the figures it disagrees with.
    pub fn new(text: String, disagreements: Vec<String>) -> Counted {
        Counted {
            text,
            disagreements,
        }
    }
}

impl From<String> for Counted {
    fn from(text: String) -> Counted {
        Counted::new(text, Vec::new())
    }
}

/// A table of layer sizes beside the OEIS sequence `id`; each differing layer is a
/// disagreement.
pub fn layer_report(title: &str, sizes: &[usize], id: &str, csv: bool) -> Counted {
    let published = oeis(id);
    let mut text = if csv {
        format!("moves,boards,{id}\n")
    } else {
        format!("{title}\n{:>5} {:>10} {:>10}\n", "moves", "boards", id)
    };
    let mut disagreements = Vec::new();
    for (d, &size) in sizes.iter().enumerate() {
        let expected = published.get(d).map_or("-".to_string(), u64::to_string);
        if expected != size.to_string() {
            disagreements.push(format!("{size} boards at {d} moves, {id} says {expected}"));
        }
        text += &if csv {
            format!("{d},{size},{expected}\n")
        } else {
            format!("{d:>5} {size:>10} {expected:>10}\n")
        };
    }
    if !csv {
        let total: usize = sizes.iter().sum();
        let verdict = match disagreements.len() {
            0 => format!("every layer equals OEIS {id}"),
            n => format!("{n} layers differ from OEIS {id}"),
        };
        text += &format!(
            "{total} boards within {} moves; {verdict}\n",
            sizes.len() - 1
        );
    }
    Counted::new(text, disagreements)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn facts_of_a_small_histogram() {
        let facts = TableFacts::from_histogram(10, vec![1, 2, 3], "x".into());
        assert_eq!((facts.reach, facts.deepest, facts.at_deepest), (6, 2, 3));
        assert_eq!(facts.avg_x100, 133);
        assert_eq!(hundredths(facts.avg_x100), "1.33");
        assert_eq!(facts.csv_rows()[2], "histogram,1,2,3");
        assert_eq!(histogram_line(&facts.histogram), "0:1 1:2 2:3");
    }
}
