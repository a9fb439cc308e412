//! Every piece of text the player reads, in English, Português, Español, Italiano, Bahasa Indonesia, Filipino
//! (Tagalog) and Tiếng Việt. The
//! texts are Project Fluent files (`assets/i18n/*.ftl`), built into the program and read by `fluent-bundle`, so
//! that each language's plurals come out right ("1 seed", "2 seeds") by its own plural rules. The code names a
//! text by a dotted key (`new.game.kalah`), which is the message id with `-` for `.` (`new-game-kalah`); a value
//! put in is a Fluent variable (`{ $seeds }`). The language comes from the system locale at first start and can
//! be changed in Settings.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Display;
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;

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
    /// Filipino (Tagalog): Sungka's.
    Tagalog,
    /// Tiếng Việt: Ô ăn quan's.
    Vietnamese,
}

impl Language {
    pub const ALL: [Language; 7] = [
        Language::English,
        Language::Portuguese,
        Language::Spanish,
        Language::Italian,
        Language::Indonesian,
        Language::Tagalog,
        Language::Vietnamese,
    ];

    /// The language's own name for itself, as Settings lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Portuguese => "Português",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
            Language::Indonesian => "Bahasa Indonesia",
            Language::Tagalog => "Filipino",
            Language::Vietnamese => "Tiếng Việt",
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Portuguese => "pt",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Indonesian => "id",
            Language::Tagalog => "tl",
            Language::Vietnamese => "vi",
        }
    }

    /// The language of a locale such as "pt-BR", "es_ES.UTF-8" or "it"; English when there is none of ours.
    pub fn from_locale(locale: &str) -> Language {
        let code = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        // Filipino's own code is "fil"; systems name it either way.
        let code = if code == "fil" {
            "tl".to_string()
        } else {
            code
        };
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

    /// The language's Fluent file, built into the program.
    pub fn source(self) -> &'static str {
        match self {
            Language::English => include_str!("../../../../assets/i18n/en.ftl"),
            Language::Portuguese => include_str!("../../../../assets/i18n/pt.ftl"),
            Language::Spanish => include_str!("../../../../assets/i18n/es.ftl"),
            Language::Italian => include_str!("../../../../assets/i18n/it.ftl"),
            Language::Indonesian => include_str!("../../../../assets/i18n/id.ftl"),
            Language::Tagalog => include_str!("../../../../assets/i18n/tl.ftl"),
            Language::Vietnamese => include_str!("../../../../assets/i18n/vi.ftl"),
        }
    }
}

/// A language's Fluent file that cannot be used (the tests keep every file clean).
#[derive(Debug, thiserror::Error)]
pub enum TextsError {
    #[error("the {language} texts do not parse: {count} errors, the first: {first}")]
    Syntax {
        language: &'static str,
        count: usize,
        first: String,
    },
    #[error("the {language} texts name a message twice: {first}")]
    Twice {
        language: &'static str,
        first: String,
    },
}

/// One language's messages: the bundle that formats them with values, and each message formatted once without
/// values, by the code's key, for the texts that have none (most of them, read every frame).
pub struct Catalog {
    bundle: FluentBundle<Arc<FluentResource>>,
    resource: Arc<FluentResource>,
    plain: HashMap<String, String>,
}

impl std::fmt::Debug for Catalog {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Catalog({} messages)", self.plain.len())
    }
}

/// The message id of a key: `new.game.kalah` is `new-game-kalah`.
fn message_id(key: &str) -> String {
    key.replace('.', "-")
}

/// The key of a message id.
fn key_of(id: &str) -> String {
    id.replace('-', ".")
}

impl Catalog {
    /// Reads a language's file; an error names the language and what is wrong.
    pub fn read(language: Language) -> Result<Catalog, TextsError> {
        let code = language.code();
        let resource =
            FluentResource::try_new(language.source().to_string()).map_err(|(_, errors)| {
                TextsError::Syntax {
                    language: code,
                    count: errors.len(),
                    first: errors.first().map(|e| e.to_string()).unwrap_or_default(),
                }
            })?;
        let resource = Arc::new(resource);
        // Portuguese's plurals by European Portuguese's rule, one for 1 alone: the rule CLDR gives "pt" puts 0 with 1
        // (it is made for fractions, "0,5 quilo"), where both Brazil and Portugal say "0 sementes".
        let plurals = match language {
            Language::Portuguese => "pt-PT",
            _ => code,
        };
        let id = plurals
            .parse()
            .expect("our language codes are language identifiers");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // The marks that isolate a value's direction are drawn as boxes by the window's fonts, and none of our
        // languages is written right to left.
        bundle.set_use_isolating(false);
        bundle
            .add_resource(Arc::clone(&resource))
            .map_err(|errors| TextsError::Twice {
                language: code,
                first: errors.first().map(|e| e.to_string()).unwrap_or_default(),
            })?;
        let mut plain = HashMap::new();
        for entry in resource.entries() {
            if let ast::Entry::Message(message) = entry
                && let Some(pattern) = bundle.get_message(message.id.name).and_then(|m| m.value())
            {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, None, &mut errors);
                plain.insert(key_of(message.id.name), text.into_owned());
            }
        }
        Ok(Catalog {
            bundle,
            resource,
            plain,
        })
    }

    /// The keys of the messages, and for each the variables it puts in (in every variant of a plural).
    pub fn variables(&self) -> BTreeMap<String, BTreeSet<String>> {
        self.resource
            .entries()
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => {
                    let mut found = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        pattern_variables(pattern, &mut found);
                    }
                    Some((key_of(message.id.name), found))
                }
                _ => None,
            })
            .collect()
    }

    /// The message of `key` with `values` put in, if the language has it.
    fn format(&self, key: &str, values: &[(&str, &dyn Display)]) -> Option<String> {
        let message = self.bundle.get_message(&message_id(key))?;
        let pattern = message.value()?;
        let mut args = FluentArgs::new();
        for (name, value) in values {
            args.set(*name, fluent_value(value.to_string()));
        }
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, Some(&args), &mut errors)
                .into_owned(),
        )
    }
}

/// A value as Fluent takes it: a whole number as a number (so that plurals choose by it), written back exactly
/// as it was; anything else as text.
fn fluent_value(text: String) -> FluentValue<'static> {
    match text.parse::<i64>() {
        Ok(number) if number.to_string() == text => FluentValue::from(number),
        _ => FluentValue::from(text),
    }
}

/// The variables a pattern puts in, those of every variant of a selection and the selector's too.
fn pattern_variables(pattern: &ast::Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, found);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                pattern_variables(&variant.value, found);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
            for named in &arguments.named {
                inline_variables(&named.value, found);
            }
        }
        _ => {}
    }
}

/// The texts of the chosen language, with English behind them for anything missing.
#[derive(Resource, Clone, Debug)]
pub struct Texts {
    pub language: Language,
    chosen: Arc<Catalog>,
    english: Arc<Catalog>,
}

impl Default for Texts {
    fn default() -> Self {
        Texts::new(Language::English)
    }
}

impl Texts {
    pub fn new(language: Language) -> Texts {
        // The files are part of the program and checked by the tests; a broken one falls back to English.
        let english =
            Arc::new(Catalog::read(Language::English).expect("the English texts are checked"));
        let chosen = match language {
            Language::English => Ok(Arc::clone(&english)),
            other => Catalog::read(other).map(Arc::new),
        }
        .unwrap_or_else(|e| {
            warn!("{e}");
            Arc::clone(&english)
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
            .plain
            .get(key)
            .or_else(|| self.english.plain.get(key))
            .map_or(key, String::as_str)
    }

    /// The text for `key` with each value put in by its name; numbers choose the language's plural forms.
    pub fn fill(&self, key: &str, values: &[(&str, &dyn Display)]) -> String {
        self.chosen
            .format(key, values)
            .or_else(|| self.english.format(key, values))
            .unwrap_or_else(|| key.to_string())
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Texts>();
}

/// The key of `key`'s words in a game of `rules`: Congklak's players speak of holes where Kalah's and Oware's
/// speak of pits, and Ô ăn quan's of squares sown one way or the other, so each text that names one has a
/// `.hole` and a `.square` twin (whose `$pit` is the square and its way's arrow: see `ways::move_label`).
pub fn pit_key(key: &str, rules: mancala_engine::Rules) -> std::borrow::Cow<'_, str> {
    if rules.is_relay() {
        format!("{key}.hole").into()
    } else if rules.is_quan() {
        format!("{key}.square").into()
    } else {
        key.into()
    }
}

/// A level's name in the player's language.
pub fn level_name(texts: &Texts, level: mancala_engine::Level) -> &str {
    texts.get(match level {
        mancala_engine::Level::Easy => "level.easy",
        mancala_engine::Level::Medium => "level.medium",
        mancala_engine::Level::Hard => "level.hard",
        mancala_engine::Level::Perfect => "level.perfect",
        mancala_engine::Level::Rung(_) => "level.at_my_level",
    })
}
