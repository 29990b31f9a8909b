// muster-cli collection list|show|add|remove|import|export: the dice a player owns, kept in the database.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CliContext.h"
#include "CliDatabase.h"
#include "muster/db/CollectionIO.h"
#include "muster/db/CollectionRepository.h"

namespace muster::cli {

namespace {

struct CollectionOptions {
    std::string name;
    std::string die;
    int count = 1;
    bool all = false;
    std::string file;
    std::vector<std::string> importArgs;  // import: FILE, or NAME FILE (the older form)
    std::string output;
    std::string format;
    bool replace = false;
    bool merge = false;
};

nlohmann::json toJson(const db::Collection& collection) {
    nlohmann::json out = nlohmann::json::parse(db::CollectionIO::toJson(collection));
    out["total"] = collection.totalDice();
    return out;
}

void list(CliContext& context) {
    withDatabase(context, [&](db::Database& database) {
        const auto collections = db::CollectionRepository(database).list();
        if (context.json) {
            auto out = nlohmann::json::array();
            for (const auto& c : collections) {
                out.push_back(
                    {{"name", c.name}, {"kinds", c.kinds}, {"total", c.total}, {"updated_at", c.updatedAt}});
            }
            CliContext::printJson(out);
            return;
        }
        if (collections.empty()) {
            std::cout << "no collections yet (add dice with: muster-cli collection add NAME DIE [COUNT])\n";
        }
        for (const auto& c : collections) {
            std::cout << c.name << ": " << c.total << " dice (" << c.kinds << " different)\n";
        }
    });
}

void show(CliContext& context, const CollectionOptions& options) {
    withDatabase(context, [&](db::Database& database) {
        const auto collection = db::CollectionRepository(database).get(options.name);
        if (context.json) {
            CliContext::printJson(toJson(collection));
            return;
        }
        std::cout << collection.name << ": " << collection.totalDice() << " dice\n";
        for (const auto& [die, count] : collection.dice) std::cout << "  " << count << "  " << die << '\n';
    });
}

void add(CliContext& context, const CollectionOptions& options) {
    checkName(options.name, "the collection name");
    const std::string die = resolveDieName(context.catalog(), options.die);
    withDatabase(context, [&](db::Database& database) {
        const int now = db::CollectionRepository(database).add(options.name, die, options.count);
        if (context.json) {
            CliContext::printJson({{"collection", options.name}, {"die", die}, {"count", now}});
        } else {
            std::cout << options.name << ": " << now << " " << die << '\n';
        }
    });
}

void remove(CliContext& context, const CollectionOptions& options) {
    if (options.all) {
        if (!options.die.empty()) throw CliError("--all deletes the whole collection; give no die with it");
        withDatabase(context, [&](db::Database& database) {
            if (!db::CollectionRepository(database).erase(options.name)) {
                throw CliError("there is no collection named '" + options.name + "'");
            }
            if (context.json) {
                CliContext::printJson({{"collection", options.name}, {"deleted", true}});
            } else {
                std::cout << "deleted collection " << options.name << '\n';
            }
        });
        return;
    }
    if (options.die.empty())
        throw CliError("name the die to remove, or use --all to delete the whole collection");
    // A die stored under an older name can still be removed by that name.
    std::string die = options.die;
    if (auto id = context.catalog().findDie(options.die)) die = context.catalog().die(*id).name;
    withDatabase(context, [&](db::Database& database) {
        const int now = db::CollectionRepository(database).remove(options.name, die, options.count);
        if (context.json) {
            CliContext::printJson({{"collection", options.name}, {"die", die}, {"count", now}});
        } else {
            std::cout << options.name << ": " << now << " " << die << '\n';
        }
    });
}

void import(CliContext& context, CollectionOptions options) {
    if (options.replace && options.merge) throw CliError("choose one of --replace and --merge");
    // `import FILE [--name NAME]`, and the older `import NAME FILE` (which earlier READMEs showed).
    if (options.importArgs.size() == 2) {
        if (!options.name.empty()) {
            throw CliError("the collection is named twice ('" + options.importArgs[0] + "' and --name '" +
                           options.name + "'); give it once, with --name");
        }
        options.name = options.importArgs[0];
    }
    options.file = options.importArgs.back();
    const std::string content = readInput(options.file);
    db::Collection collection;
    try {
        collection = db::CollectionIO::parse(content, context.catalog(), options.file);
    } catch (const db::CollectionFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    // Replacing a collection with nothing is asked for in so many words (collection remove NAME --all), never
    // by an empty file.
    if (collection.dice.empty()) {
        throw CliError(options.file +
                           ": holds no dice; nothing was imported (to empty a collection use: "
                           "muster-cli collection remove NAME --all)",
                       kBadInput);
    }
    if (!options.name.empty()) collection.name = options.name;
    if (collection.name.empty()) collection.name = std::filesystem::path(options.file).stem().string();
    checkName(collection.name, "the collection name");
    withDatabase(context, [&](db::Database& database) {
        db::CollectionRepository repo(database);
        database.write("importing collection '" + collection.name + "'", [&] {
            if (repo.find(collection.name) && !options.replace && !options.merge) {
                throw CliError("collection '" + collection.name +
                               "' exists already; add --replace to overwrite it or --merge to add to it");
            }
            repo.store(collection, !options.merge);
        });
        const auto stored = repo.get(collection.name);
        if (context.json) {
            CliContext::printJson(toJson(stored));
        } else {
            std::cout << "imported " << collection.totalDice() << " dice into " << stored.name << " (now "
                      << stored.totalDice() << " dice)\n";
        }
    });
}

void exportCollection(CliContext& context, const CollectionOptions& options) {
    std::string format = options.format;
    if (format.empty()) {
        const auto ext = std::filesystem::path(options.output).extension().string();
        format = (ext == ".json" || (options.output.empty() && context.json)) ? "json" : "csv";
    }
    withDatabase(context, [&](db::Database& database) {
        const auto collection = db::CollectionRepository(database).get(options.name);
        writeOutput(options.output, format == "json" ? db::CollectionIO::toJson(collection)
                                                     : db::CollectionIO::toCsv(collection));
    });
}

}  // namespace

void registerCollectionCommands(CLI::App& app, CliContext& context) {
    auto* group =
        app.add_subcommand("collection", "the dice you own: list, show, add, remove, import, export");
    group->fallthrough();
    group->require_subcommand(1);
    auto options = std::make_shared<CollectionOptions>();

    auto* listCmd = group->add_subcommand("list", "list the collections in the database");
    listCmd->fallthrough();
    listCmd->callback([&context] { list(context); });

    auto* showCmd = group->add_subcommand("show", "show the dice of one collection");
    showCmd->fallthrough();
    showCmd->add_option("name", options->name, "the collection")->required();
    showCmd->callback([&context, options] { show(context, *options); });

    auto* addCmd = group->add_subcommand("add", "add dice to a collection (created when new)");
    addCmd->fallthrough();
    addCmd->add_option("name", options->name, "the collection, e.g. mine")->required();
    addCmd->add_option("die", options->die, "the die name, e.g. \"Dwarves Footman\"")->required();
    addCmd->add_option("count", options->count, "how many (default 1)")
        ->check(CLI::Range(1, db::Collection::kMaxCount));
    addCmd->callback([&context, options] { add(context, *options); });

    auto* removeCmd =
        group->add_subcommand("remove", "remove dice from a collection, or the collection (--all)");
    removeCmd->fallthrough();
    removeCmd->add_option("name", options->name, "the collection")->required();
    removeCmd->add_option("die", options->die, "the die name");
    removeCmd->add_option("count", options->count, "how many (default 1)")
        ->check(CLI::Range(1, db::Collection::kMaxCount));
    removeCmd->add_flag("--all", options->all, "delete the whole collection");
    removeCmd->callback([&context, options] { remove(context, *options); });

    auto* importCmd = group->add_subcommand("import", "read a collection from CSV (name,count) or JSON");
    importCmd->fallthrough();
    importCmd->add_option("file", options->importArgs, "the file to read (the older form NAME FILE works too)")
        ->required()
        ->expected(1, 2);
    importCmd->add_option("--name", options->name, "store under this name (default: the file's name)");
    importCmd->add_flag("--replace", options->replace, "overwrite an existing collection of that name");
    importCmd->add_flag("--merge", options->merge, "add to an existing collection of that name");
    importCmd->callback([&context, options] { import(context, *options); });

    auto* exportCmd = group->add_subcommand("export", "write a collection as CSV or JSON");
    exportCmd->fallthrough();
    exportCmd->add_option("name", options->name, "the collection")->required();
    exportCmd->add_option("-o,--output", options->output, "write here instead of stdout")->check(outputFileCheck());
    exportCmd
        ->add_option("--format", options->format, "csv or json (default: by the file's extension, else csv)")
        ->check(CLI::IsMember({"csv", "json"}));
    exportCmd->callback([&context, options] { exportCollection(context, *options); });
}

}  // namespace muster::cli
