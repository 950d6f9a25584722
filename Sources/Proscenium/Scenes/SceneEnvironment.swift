import Combine
import Observation

// Environment values and objects set on a scene: they reach the scene graph
// below the modifier (a custom scene's `@Environment`) and every window,
// settings panel and menu-bar extra the scene makes, now and later.

nonisolated extension Scene {
    /// Sets the environment value of the specified key path to the given
    /// value, for this scene and the views of all its windows.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        sceneEnvironment { $0.setValue(value, at: keyPath) }
    }

    /// Places an observable object in the environment of this scene's views,
    /// for `@Environment(T.self)` to read; `nil` clears an object of that type.
    public func environment<T>(_ object: T?) -> some Scene where T: AnyObject, T: Observable {
        sceneEnvironment { $0.setObject(object, as: T.self) }
    }

    /// Transforms the environment value of the specified key path with the
    /// given function, for this scene and the views of all its windows.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some Scene {
        sceneEnvironment { environment in
            var value = environment[keyPath: keyPath]
            transform(&value)
            environment.setValue(value, at: keyPath)
        }
    }

    /// Supplies an `ObservableObject` to the views of this scene's windows,
    /// for `@EnvironmentObject` to read.
    public func environmentObject<T>(_ object: T) -> some Scene where T: ObservableObject {
        sceneEnvironment { $0.setObject(object, as: T.self) }
    }

    /// Applies `transform` to the scene graph's environment below this
    /// modifier and records it for the windows the scene makes, whose views
    /// live in graphs of their own.
    func sceneEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void)
        -> _ModifiedScene<Self, EnvironmentTransformModifier> {
        sceneModifier(EnvironmentTransformModifier { environment in
            transform(&environment)
            environment.sceneAttributes.environment.append(transform)
        })
    }
}

extension SceneDeclaration {
    /// Gives every view this declaration makes the environment its scene's
    /// modifiers set, outermost first, so the one nearest the scene wins.
    func applyEnvironment(_ transforms: [(inout EnvironmentValues) -> Void]) {
        guard !transforms.isEmpty else { return }
        let modifier = EnvironmentTransformModifier { environment in
            for transform in transforms { transform(&environment) }
        }
        let make = makeContent
        makeContent = { AnyView(make($0).modifier(modifier)) }
        if let extra = menuBarExtra {
            menuBarExtra = MenuBarExtraDeclaration(label: AnyView(extra.label.modifier(modifier)),
                                                   content: AnyView(extra.content.modifier(modifier)),
                                                   title: extra.title, systemImage: extra.systemImage)
        }
    }
}
