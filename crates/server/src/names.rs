//! Display names, checked so that nobody can pose as another on a board of names: Unicode-normalised (NFC),
//! letters and digits of the general security profile of Unicode's UTS #39 (which leaves out the invisible and
//! filler characters such as U+3164) with single spaces, `-`, `_` and `.` between them, one script a name
//! (`Pаul` with a Cyrillic а is refused), and unique among players by a key that folds case and look-alike
//! characters (UTS #39's skeleton: `Ada` and `AdA`, `paul` and `pauI` are one name).

use unicode_normalization::UnicodeNormalization;
use unicode_security::GeneralSecurityProfile;
use unicode_security::confusable_detection::skeleton;
use unicode_security::mixed_script::MixedScript;

/// A name's length in characters.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 2..=24;

/// Why a text cannot be a player's name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    #[error("a name has {least} to {most} characters, not {0}", least = NAME_LENGTH.start(), most = NAME_LENGTH.end())]
    Length(usize),
    #[error("a name starts with a letter or a digit")]
    Start,
    #[error("a name may not have '{0}' in it")]
    Character(String),
    #[error("a name has single spaces")]
    Spaces,
    #[error("a name is written in one script (it mixes {0})")]
    Scripts(String),
}

/// A checked display name and the key that makes it unique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name {
    pub shown: String,
    /// UTS #39's skeleton, lower case, and the skeleton again: two names with one key look alike.
    pub key: String,
}

fn allowed(c: char) -> bool {
    matches!(c, ' ' | '-' | '_' | '.') || (c.is_alphanumeric() && c.identifier_allowed())
}

/// The name a player asked for, trimmed and normalised, or why it cannot be one.
pub fn check_name(asked: &str) -> Result<Name, NameError> {
    let shown: String = asked.trim().nfc().collect();
    let length = shown.chars().count();
    if !NAME_LENGTH.contains(&length) {
        return Err(NameError::Length(length));
    }
    if let Some(bad) = shown.chars().find(|&c| !allowed(c)) {
        return Err(NameError::Character(bad.escape_unicode().to_string()));
    }
    if !shown.chars().next().is_some_and(char::is_alphanumeric) {
        return Err(NameError::Start);
    }
    if shown.contains("  ") {
        return Err(NameError::Spaces);
    }
    if !shown.as_str().is_single_script() {
        let scripts = unicode_security::mixed_script::AugmentedScriptSet::for_str(&shown);
        return Err(NameError::Scripts(format!("{scripts:?}")));
    }
    Ok(Name {
        key: name_key(&shown),
        shown,
    })
}

/// The key of a name as stored. The skeleton comes first, so that capitals that look alike in two scripts
/// meet (Cyrillic `АВЕ` and Latin `ABE`, whose small letters `аве` and `abe` do not look alike), and again
/// after lower case, so that small look-alikes meet too (`pauI` and `paul`).
pub fn name_key(name: &str) -> String {
    let folded = skeleton(name).collect::<String>().to_lowercase();
    skeleton(&folded).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_every_script_are_welcome_one_script_at_a_time() {
        for name in [
            "Ada",
            "Bo 2",
            "Zoë",
            "José.M",
            "Иван",
            "田中",
            "김민준",
            "Ngô_Bảo",
            "x-9",
        ] {
            assert_eq!(
                check_name(name).map(|n| n.shown),
                Ok(name.to_string()),
                "{name}"
            );
        }
    }

    #[test]
    fn invisible_fillers_and_mixed_scripts_are_refused() {
        // Three Hangul fillers are blank on screen.
        assert!(matches!(
            check_name("\u{3164}\u{3164}\u{3164}"),
            Err(NameError::Character(_))
        ));
        for hidden in ["Ad\u{200b}a", "Ada\u{00ad}", "A\u{2060}da", "Ada\u{3164}"] {
            assert!(
                matches!(check_name(hidden), Err(NameError::Character(_))),
                "{hidden:?}"
            );
        }
        // A Cyrillic а in a Latin name.
        assert!(matches!(
            check_name("P\u{0430}ul"),
            Err(NameError::Scripts(_))
        ));
        assert_eq!(check_name("a"), Err(NameError::Length(1)));
        assert_eq!(check_name("-ada"), Err(NameError::Start));
        assert_eq!(check_name("Ada  Bo"), Err(NameError::Spaces));
    }

    #[test]
    fn one_key_for_names_that_differ_by_case_look_alikes_or_normal_form() {
        let key = |name: &str| check_name(name).unwrap().key;
        assert_eq!(key("Ada"), key("aDA"));
        assert_eq!(key("paul"), key("pauI"));
        assert_eq!(key("Zoe\u{0308}"), key("Zo\u{00eb}"));
        assert_ne!(key("Ada"), key("Ida"));
        // All in Cyrillic, looking like Latin names, in capitals and in small letters.
        assert_eq!(key("\u{0410}\u{0412}\u{0415}"), key("Abe"));
        assert_eq!(key("\u{0441}\u{043e}\u{0440}\u{0443}"), key("copy"));
    }
}
