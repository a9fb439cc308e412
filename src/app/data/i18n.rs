//! Every piece of text the player reads, in English, Português, Español and Italiano. The tables live in
//! `assets/i18n/*.ron` (a map from key to text, `{name}` marking a value put in), built into the program. The
//! language comes from the system locale at first start and can be changed in Settings.

use std::collections::BTreeMap;
use std::fmt::Display;

use bevy::prelude::*;

/// The computer's player, the same in every language.
pub const MASCOT_NAME: &str = "Otto";

#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum Language {
    #[default]
    English,
    Portuguese,
    Spanish,
    Italian,
    /// Bahasa Indonesia: Congklak's own country.
    Indonesian,
}

impl Language {
    pub const ALL: [Language; 5] = [
        Language::English,
        Language::Portuguese,
        Language::Spanish,
        Language::Italian,
        Language::Indonesian,
    ];

    /// The language's own name for itself, as Settings lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Portuguese => "Português",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
            Language::Indonesian => "Bahasa Indonesia",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Portuguese => "pt",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Indonesian => "id",
        }
    }

    /// The language of a locale such as "pt-BR", "es_ES.UTF-8" or "it"; English when there is none of ours.
    pub fn from_locale(locale: &str) -> Language {
        let code = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Language::ALL
            .into_iter()
            .find(|language| language.code() == code)
            .unwrap_or_default()
    }

    /// The system's language, for the first start.
    pub fn of_system() -> Language {
        sys_locale::get_locale()
            .map(|locale| Language::from_locale(&locale))
            .unwrap_or_default()
    }

    /// The table's source text, built into the program.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../assets/i18n/en.ron"),
            Language::Portuguese => include_str!("../../../assets/i18n/pt.ron"),
            Language::Spanish => include_str!("../../../assets/i18n/es.ron"),
            Language::Italian => include_str!("../../../assets/i18n/it.ron"),
            Language::Indonesian => include_str!("../../../assets/i18n/id.ron"),
        }
    }
}

/// One language's texts by key.
pub type TextTable = BTreeMap<String, String>;

/// Reads a language's table; an error names the language and where the text is wrong.
pub fn parse_table(language: Language) -> Result<TextTable, TextsError> {
    ron::from_str(language.source()).map_err(|source| TextsError {
        language: language.code(),
        source,
    })
}

/// A language's table of texts that does not parse (the tests keep every table parsing).
#[derive(Debug, thiserror::Error)]
#[error("the {language} texts do not parse: {source}")]
pub struct TextsError {
    pub language: &'static str,
    pub source: ron::error::SpannedError,
}

/// The texts of the chosen language, with English behind them for anything missing.
#[derive(Resource, Clone, Debug)]
pub struct Texts {
    pub language: Language,
    chosen: TextTable,
    english: TextTable,
}

impl Default for Texts {
    fn default() -> Self {
        Texts::new(Language::English)
    }
}

impl Texts {
    pub fn new(language: Language) -> Texts {
        // The tables are part of the program and checked by the tests; a broken one falls back to English.
        let english = parse_table(Language::English).unwrap_or_default();
        let chosen = parse_table(language).unwrap_or_else(|e| {
            warn!("{e}");
            english.clone()
        });
        Texts {
            language,
            chosen,
            english,
        }
    }

    /// The text for `key`; a missing key shows itself, so it is noticed rather than hidden.
    pub fn get<'a>(&'a self, key: &'a str) -> &'a str {
        self.chosen
            .get(key)
            .or_else(|| self.english.get(key))
            .map_or(key, String::as_str)
    }

    /// The text for `key` with each `{name}` replaced by its value.
    pub fn fill(&self, key: &str, values: &[(&str, &dyn Display)]) -> String {
        let mut text = self.get(key).to_string();
        for (name, value) in values {
            text = text.replace(&format!("{{{name}}}"), &value.to_string());
        }
        text
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Texts>();
}

/// The key of `key`'s words in a game of `rules`: Congklak's players speak of holes where Kalah's and Oware's
/// speak of pits, so each text that names one has a `.hole` twin.
pub fn pit_key(key: &str, rules: crate::engine::Rules) -> std::borrow::Cow<'_, str> {
    if rules.is_relay() {
        format!("{key}.hole").into()
    } else {
        key.into()
    }
}

/// The names put into texts with `{...}`, in order of appearance.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}') else {
            break;
        };
        found.push(&rest[open + 1..open + close]);
        rest = &rest[open + close + 1..];
    }
    found.sort_unstable();
    found
}

/// A level's name in the player's language.
pub fn level_name(texts: &Texts, level: crate::engine::Level) -> &str {
    texts.get(match level {
        crate::engine::Level::Easy => "level.easy",
        crate::engine::Level::Medium => "level.medium",
        crate::engine::Level::Hard => "level.hard",
        crate::engine::Level::Perfect => "level.perfect",
        crate::engine::Level::Rung(_) => "level.at_my_level",
    })
}
